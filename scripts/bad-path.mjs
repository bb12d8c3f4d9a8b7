// A path whose percent-encoding does not decode (`/api/client/children/%C0%AF/summary`: %C0%AF is
// not UTF-8) makes Next answer a plain-text 500 before any code of ours runs. Our server
// (scripts/server.mjs) catches it first: the API answers the problem the app gives any bad
// address (validation_failed, "The address is not valid.", lib/problems/catalogue.ts), pages get
// the not-found page. docs/security.md, "Bad input". Plain JavaScript, as the server runs
// without a TypeScript loader; scripts/bad-path.test.ts holds the texts and the language choice
// to the app's own.

/** Whether the path (the request target before any "?") holds a percent-encoding that does not decode. */
export function hasBadPercentEncoding(url) {
  const path = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Where a page with a bad address is sent instead: no page lives there, so Next renders not-found. */
export const NOT_FOUND_PATH = "/_bad-address";

export const BAD_ADDRESS_DETAIL = {
  uz: "Manzil noto'g'ri.",
  ru: "Неверный адрес.",
  en: "The address is not valid.",
};

const LOCALES = ["uz", "ru", "en"];
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The same choice as localeFromAcceptLanguage (lib/i18n/locale.ts): highest q, header order, uz by default. */
export function localeOf(header) {
  let best = null;
  let bestQ = 0;
  for (const part of (header ?? "").split(",")) {
    const [rawTag, ...params] = part.split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name, value = ""] = param.split("=").map((s) => s.trim());
      if (name.toLowerCase() !== "q") continue;
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (!valid || q <= 0) continue;
    const base = tag === "*" ? "uz" : tag.split(/[-_]/)[0];
    if (!LOCALES.includes(base)) continue;
    if (q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best ?? "uz";
}

/** The problem document (RFC 9457, the shape of lib/http/problem.ts) for a bad address. */
export function badAddressProblem(acceptLanguage) {
  return {
    type: "/problems/validation_failed",
    title: "Invalid request",
    status: 400,
    code: "validation_failed",
    detail: BAD_ADDRESS_DETAIL[localeOf(acceptLanguage)],
    errors: [{ path: "params", message: "The address has a percent-encoding that does not decode." }],
  };
}

/**
 * Answers a request whose path does not decode, or returns false to let Next have it. API paths
 * get the problem (400); a page's path is pointed at NOT_FOUND_PATH, so Next renders the 404 page.
 */
export function handleBadPath(req, res) {
  if (!hasBadPercentEncoding(req.url)) return false;
  if (req.url.startsWith("/api/")) {
    const body = JSON.stringify(badAddressProblem(req.headers["accept-language"]));
    res.writeHead(400, { "Content-Type": "application/problem+json", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(body) });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
  req.url = NOT_FOUND_PATH;
  return false;
}
