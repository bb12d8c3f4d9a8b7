import type { IncomingMessage, ServerResponse } from "node:http";

export function hasBadPercentEncoding(url: string | undefined): boolean;
export const NOT_FOUND_PATH: string;
export const BAD_ADDRESS_DETAIL: Record<"uz" | "ru" | "en", string>;
export function localeOf(header: string | null | undefined): "uz" | "ru" | "en";
export function badAddressProblem(acceptLanguage: string | null | undefined): {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors: { path: string; message: string }[];
};
export function handleBadPath(req: IncomingMessage, res: ServerResponse): boolean;
