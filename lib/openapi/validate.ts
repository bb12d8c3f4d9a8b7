// Validating values against the document's own schemas with Ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1). Used by the unit tests (every example must fit its schema) and by
// the contract test (every real response must fit its operation's documented response).
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

const DOCUMENT_ID = "urn:oila-dala:openapi";

type Doc = { paths: Record<string, Record<string, unknown>>; components: unknown };

export interface ResponseCheck {
  ok: boolean;
  problems: string[];
}

type DocResponse = {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema?: unknown }>;
};

const pass: ResponseCheck = { ok: true, problems: [] };
const fail = (problem: string): ResponseCheck => ({ ok: false, problems: [problem] });

/** JSON Pointer escaping of one path segment. */
const escape = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

export function createValidator(document: object) {
  // strict: false because OpenAPI adds keywords to schemas (example, contentMediaType hints).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const doc = document as Doc;
  const compiled = new Map<string, ValidateFunction>();

  /** A validator for the schema at a JSON Pointer of the document ("/components/schemas/X"). */
  function at(pointer: string): ValidateFunction {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  }

  function errorsOf(validate: ValidateFunction): string[] {
    return (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || "(root)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
  }

  /** Validates `value` against the schema at `pointer`; the error texts, or [] when it fits. */
  function check(pointer: string, value: unknown): string[] {
    const validate = at(pointer);
    return validate(value) ? [] : errorsOf(validate);
  }

  /**
   * Checks a response against the operation's documented responses: the status must be listed
   * explicitly (not just covered by `default`), required headers must be present, the media
   * type must be documented, and a JSON body must fit its schema.
   */
  function checkResponse(pathTemplate: string, method: string, status: number, headers: Headers, body: unknown): ResponseCheck {
    const verb = method.toLowerCase();
    const operation = doc.paths[pathTemplate]?.[verb] as { responses?: Record<string, DocResponse> } | undefined;
    if (!operation) return fail(`${method} ${pathTemplate} is not documented`);
    const response = operation.responses?.[String(status)];
    if (!response) return fail(`${method} ${pathTemplate}: status ${status} is not documented`);
    const missing = Object.entries(response.headers ?? {}).filter(([name, header]) => header.required && !headers.has(name));
    if (missing.length) return fail(`${method} ${pathTemplate} ${status}: missing header ${missing.map(([name]) => name).join(", ")}`);
    if (!response.content) {
      return body === undefined || body === "" ? pass : fail(`${method} ${pathTemplate} ${status} documents no body`);
    }
    const type = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const media = response.content[type];
    if (!media) return fail(`${method} ${pathTemplate} ${status}: content type "${type}" is not documented`);
    if (!media.schema || !type.includes("json") || verb === "head") return pass;
    const pointer = `/paths/${escape(pathTemplate)}/${verb}/responses/${status}/content/${escape(type)}/schema`;
    const problems = check(pointer, body);
    return { ok: problems.length === 0, problems: problems.map((p) => `${method} ${pathTemplate} ${status}: ${p}`) };
  }

  const hasOperation = (pathTemplate: string, method: string) => Boolean(doc.paths[pathTemplate]?.[method.toLowerCase()]);
  /** The path's first documented method (each lists the 405 every other method gets). */
  const firstMethod = (pathTemplate: string) => Object.keys(doc.paths[pathTemplate] ?? { get: null })[0];

  return { check, checkResponse, escape, hasOperation, firstMethod };
}

export type DocumentValidator = ReturnType<typeof createValidator>;
