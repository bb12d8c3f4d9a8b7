// How every form shows a problem's field errors: the API's problem details (`errors[].path`)
// and the issues a server action's zod schema finds both become one message per form field,
// in the user's language. The API's own messages are English, written for developers.

/** A problem with one field: a dotted path ("lastCrops.1.crop") or zod's path array. */
export type FieldProblem = { path: string | ReadonlyArray<PropertyKey> };

/**
 * One message per form field. `keyOf` turns an error path into the form's key for it ("" for
 * the form as a whole); `messageOf` words the problem for that key. A field's first problem wins.
 */
export function fieldMessages(
  problems: ReadonlyArray<FieldProblem> | undefined,
  keyOf: (path: string) => string,
  messageOf: (key: string) => string,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path } of problems ?? []) {
    const key = keyOf(typeof path === "string" ? path : path.map(String).join("."));
    messages[key] ??= messageOf(key);
  }
  return messages;
}

/** The top-level field a path is about ("photos.2" -> "photos"). */
export const topField = (path: string): string => path.split(".")[0];
