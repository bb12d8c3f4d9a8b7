// Recognising database errors the app handles on purpose. Both adapters (pg, PGlite) surface
// PostgreSQL's SQLSTATE; Prisma wraps it as P2002 for unique violations.

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return e?.code === "P2002" || e?.meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation";
}

/** True when the database could not be reached (server down, connection refused or reset). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const text = `${(error as { code?: string })?.code ?? ""} ${(error as Error)?.message ?? ""}`;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|P1001|P1017|DatabaseNotReachable|Can't reach database|Connection terminated|connection timeout|terminating connection|the database system is (shutting down|starting up)/i.test(
    text,
  );
}
