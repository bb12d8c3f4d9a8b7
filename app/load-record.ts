// The one way a page turns "no such record" into the not-found page: a path id that is not UUID
// text cannot name a record (isRecordId, lib/id-params.ts), and a service's 404 (an unknown,
// deleted or another user's record) ends the same way. Other problems go on to the error page.
import { notFound } from "next/navigation";
import { isRecordId } from "@/lib/id-params";
import { isProblem } from "@/lib/problems/error";

export async function loadRecord<T>(id: string, load: () => Promise<T>): Promise<T> {
  if (!isRecordId(id)) notFound();
  try {
    return await load();
  } catch (error) {
    if (isProblem(error, "not_found")) notFound();
    throw error;
  }
}
