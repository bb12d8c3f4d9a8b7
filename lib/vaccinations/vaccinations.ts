// The child's vaccinations: the national calendar with each dose's state, and marking a dose
// given or undoing it. Owner-scoped through the child exactly like growth records.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/problems/error";
import { dateOnly, isoDate, tashkentDate } from "@/lib/time";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { lockChild } from "@/lib/children/locks";
import { VACCINES, findDose } from "@/lib/vaccinations/schedule";
import { doseStates, nextDose, type DoseState } from "@/lib/vaccinations/status";
import type { DoseView, SetVaccinationInput, VaccinationsResponse } from "@/lib/vaccinations/schemas";

function view(state: DoseState, locale: Locale): DoseView {
  const names = VACCINES[state.dose.vaccine];
  return {
    id: state.dose.id,
    vaccine: state.dose.vaccine,
    vaccineName: names[locale],
    names: { ...names },
    doseNumber: state.dose.dose,
    dueOn: state.dueOn,
    overdueAfter: state.overdueAfter,
    status: state.status,
    givenOn: state.givenOn,
  };
}

/** The calendar for a child whose birth date and given doses are known (also used by pages and the feed). */
export function vaccinationsOf(
  child: { id: string; birthDate: string },
  given: ReadonlyMap<string, string>,
  today: string,
  locale: Locale,
): VaccinationsResponse {
  const states = doseStates(child.birthDate, today, given);
  const next = nextDose(states);
  return {
    childId: child.id,
    birthDate: child.birthDate,
    today,
    next: next ? view(next, locale) : null,
    doses: states.map((state) => view(state, locale)),
  };
}

/** Loads an active child of the user with its marked doses, or 404. */
export async function loadChildVaccinations(userId: string, childId: string) {
  const db = await getDb();
  const found = await db.child.findFirst({
    where: { id: childId, userId, deletedAt: null },
    select: { id: true, birthDate: true, vaccinations: { select: { doseId: true, givenOn: true } } },
  });
  if (!found) throw new AppError("not_found", { detail: "child" });
  const given = new Map(found.vaccinations.map((v) => [v.doseId, isoDate(v.givenOn)]));
  return { child: { id: found.id, birthDate: isoDate(found.birthDate) }, given };
}

export async function listVaccinations(
  userId: string,
  childId: string,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<VaccinationsResponse> {
  const { child, given } = await loadChildVaccinations(userId, childId);
  return vaccinationsOf(child, given, today, locale);
}

/** Marks a dose given on a date (or undoes it) and answers the dose's new view. Idempotent. */
export async function setVaccination(
  userId: string,
  childId: string,
  doseId: string,
  input: SetVaccinationInput,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<DoseView> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Locked so a parallel birth-date change cannot leave the dose before birth.
    const child = await lockChild(tx, userId, childId);
    if (!findDose(doseId)) throw new AppError("not_found", { detail: "dose" });
    if (!input.done) {
      await tx.vaccination.deleteMany({ where: { childId, doseId } });
      return;
    }
    if (input.date < child.birthDate) {
      throw new AppError("validation_failed", { errors: [
        { path: "date", message: "date cannot be before the birth date." },
      ] });
    }
    const givenOn = dateOnly(input.date);
    await tx.vaccination.upsert({
      where: { childId_doseId: { childId, doseId } },
      create: { childId, doseId, givenOn },
      update: { givenOn },
    });
  });
  const result = await listVaccinations(userId, childId, today, locale);
  return result.doses.find((d) => d.id === doseId)!;
}

/** The next dose of each of the user's children (one query), for the children list and /today. */
export async function nextDoses(
  userId: string,
  children: ReadonlyArray<{ id: string; birthDate: string }>,
  today: string = tashkentDate(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, DoseView | null>> {
  const db = await getDb();
  const rows = await db.vaccination.findMany({
    where: { childId: { in: children.map((c) => c.id) }, child: { userId, deletedAt: null } },
    select: { childId: true, doseId: true, givenOn: true },
  });
  return new Map(
    children.map((child) => {
      const given = new Map(rows.filter((r) => r.childId === child.id).map((r) => [r.doseId, isoDate(r.givenOn)]));
      return [child.id, vaccinationsOf(child, given, today, locale).next];
    }),
  );
}
