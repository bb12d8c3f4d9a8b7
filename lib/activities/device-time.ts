/**
 * Device times of start and complete (offline play, docs/api-guide.md "Playing offline"). A
 * phone queues start and complete while offline and sends them later with the times they
 * happened on the device; the attempt is recorded at those times and on their Tashkent day.
 * The server's clock still bounds them: a device clock may be a little ahead, and the outbox
 * is expected to flush within a week, so anything outside that is a broken clock or a stale
 * queue, refused with 400 rather than recorded on a wrong day.
 */
import { z } from "zod";
import { AppError } from "@/lib/problems/error";

/** How far a device time may be ahead of the server clock (device clocks drift). */
export const MAX_DEVICE_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** How old a device time may be: the outbox on the phone flushes within this. */
export const MAX_DEVICE_TIME_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** An ISO 8601 date-time with an offset (Z or ±hh:mm), e.g. 2026-05-01T18:30:00+05:00. */
export const deviceTimeSchema = z.iso
  .datetime({ offset: true, message: "Must be an ISO 8601 date-time with an offset, e.g. 2026-05-01T18:30:00+05:00." })
  .transform((value) => new Date(value));

export type DeviceTimeField = "startedAt" | "completedAt";

/** 400 validation_failed naming the field when a device time is too far ahead or too old. */
export function assertDeviceTime(field: DeviceTimeField, value: Date, now: Date): void {
  let message: string | null = null;
  if (value.getTime() > now.getTime() + MAX_DEVICE_CLOCK_AHEAD_MS) message = `${field} is in the future (more than 5 minutes ahead of the server clock).`;
  else if (value.getTime() < now.getTime() - MAX_DEVICE_TIME_AGE_MS) message = `${field} is more than 7 days ago.`;
  if (message) throw new AppError("validation_failed", { errors: [{ path: field, message }] });
}
