// A new field typed with the name of a saved one is, almost always, that field again: sending
// it as new would split the field's history in two (fields are keyed by fieldId, docs/api-guide.md
// section 6, so the API cannot tell). The form offers the saved field instead; names compare the
// way the soil pipeline compares words (case, spaces and apostrophe variants do not count).
import { normalizeForCompare } from "@/lib/soil/text";
import type { SavedField } from "./draft";

/** The saved field whose name is `name`, or null (also for a blank name). */
export function fieldNamed(fields: readonly SavedField[], name: string): SavedField | null {
  const wanted = normalizeForCompare(name);
  if (!wanted) return null;
  return fields.find((field) => field.name && normalizeForCompare(field.name) === wanted) ?? null;
}
