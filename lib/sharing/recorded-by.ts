// "Who recorded it" (docs/sharing.md): every record of a child or a field answers with the
// recorder's display name, whether it is the caller, and whether that person has left. Only the
// name travels: never another person's email or id (docs/security.md).
import { z } from "zod";

export const recordedBySchema = z
  .object({
    name: z.string().nullable().describe("The recorder's display name; null when their account was deleted."),
    you: z.boolean().describe("True when the caller recorded it."),
    former: z.boolean().optional().describe("Present and true when the recorder is no longer the owner or a member (removed, left or deleted)."),
  })
  .describe("Who recorded it (docs/sharing.md). An addition: owner-only clients may ignore it.");
export type RecordedBy = z.output<typeof recordedBySchema>;

/** A recorder as the people of the child or field know them today (lib/sharing/recorders.ts). */
export interface Recorder {
  name: string;
  /** The owner or a member now. */
  current: boolean;
}

/**
 * The recordedBy answer of a record whose recorded_by is `recordedBy`, seen by `callerId`. A
 * record whose recorder's account was deleted (null column, or no longer found) is a former
 * member's; so is one by someone who is no longer the owner or a member.
 */
export function recordedByView(recordedBy: string | null, recorder: Recorder | undefined, callerId: string): RecordedBy {
  if (recordedBy === null || recorder === undefined) return { name: null, you: false, former: true };
  const you = recordedBy === callerId;
  if (!you && !recorder.current) return { name: recorder.name, you: false, former: true };
  return { name: recorder.name, you };
}
