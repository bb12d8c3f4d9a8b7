// Path parameters that name a record by id: the one way the API validates them. Every id is
// UUID text. Most endpoints accept any well-formed UUID (z.guid): PostgreSQL stores every version
// and variant, so a well-formed id we did not issue is "not found" (404), never malformed (400).
// The soil endpoints have always required an RFC 9562 UUID (z.uuid); their documented pattern
// and their answers stay as they are.
import { z } from "zod";

export interface IdParamOptions {
  /** The error message of a malformed id (400 validation_failed); zod's own by default. */
  message?: string;
  /** The parameter's description in the OpenAPI document. */
  description?: string;
  /** Accept only RFC 9562 UUIDs (z.uuid) instead of any well-formed UUID text (z.guid). */
  rfc9562?: boolean;
}

/** The params schema of a path with one id: `idParams("id")` for /children/{id}. Add further parameters with .extend(). */
export function idParams<const K extends string>(name: K, options: IdParamOptions = {}): z.ZodObject<Record<K, z.ZodType<string>>> {
  const error = options.message ? { error: options.message } : undefined;
  const uuid = options.rfc9562 ? z.uuid(error) : z.guid(error);
  const id: z.ZodType<string> = options.description ? uuid.describe(options.description) : uuid;
  return z.object({ [name]: id } as Record<K, z.ZodType<string>>);
}

/** Whether a path segment can name a record at all: UUID text, as idParams accepts by default. */
export function isRecordId(value: string): boolean {
  return z.guid().safeParse(value).success;
}
