// The next dose of each child on a page's list, shared children included. nextDoses reads the
// user's own children in one query; a child shared with the user is read through the same role
// rule as its vaccinations page (one read each: a person has few shared children).
import "server-only";
import type { ChildSummary } from "@/lib/children/schemas";
import type { Locale } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { listVaccinations, nextDoses, type NextVaccination } from "@/lib/vaccinations/vaccinations";
import { childAccess } from "./access";

export async function nextDosesOf(userId: string, children: readonly ChildSummary[], locale: Locale): Promise<Map<string, NextVaccination>> {
  const today = tashkentDate();
  const own = children.filter((child) => child.role === "owner");
  const shared = children.filter((child) => child.role !== "owner");
  const [doses, calendars] = await Promise.all([
    nextDoses(userId, own, today, locale),
    Promise.all(shared.map((child) => listVaccinations(childAccess(userId, "viewer"), child.id, today, locale))),
  ]);
  calendars.forEach((calendar, index) => {
    const nothingMarked = calendar.doses.every((d) => d.status !== "done" && d.status !== "not_needed");
    const firstVisit = nothingMarked && calendar.doses.some((d) => d.dueOn < today);
    doses.set(shared[index].id, { next: calendar.next, catchUp: calendar.catchUp.length, firstVisit });
  });
  return doses;
}
