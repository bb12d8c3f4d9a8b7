// The soil form's state as the farmer types it (strings, as in the inputs), and how it becomes
// the API's submission (lib/soil/submission-schema.ts). Kept in React and mirrored
// to localStorage, so neither a failed request nor a reload loses what was typed. Photos are
// not part of it (files cannot go to localStorage): use-photos.ts keeps them in IndexedDB. Once sent, the whole submission,
// photos included, lives in the outbox (IndexedDB, lib/offline) and `outboxId` points to it.
import type { SoilFieldSummary } from "@/lib/soil/reports";
import { formatNumber, parseDecimal } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

// The server's own limits (lib/soil/limits.ts), checked here too so the farmer hears about them at once.
import { LAB_KEYS, LAB_RANGES, MAX_AREA_HA, MAX_LAST_CROPS, type LabKey } from "@/lib/soil/limits";
export { LAB_KEYS, LAB_RANGES, MAX_AREA_HA, type LabKey };

/** How EC was measured (submission-schema EC_METHODS); "" = not chosen yet. */
export const EC_METHOD_CHOICES = ["EC1:5", "ECe"] as const;

export const LOOKS_KEYS = ["colour", "structure", "feel"] as const;
export type LooksKey = (typeof LOOKS_KEYS)[number];

export const MAX_CROP_ROWS = MAX_LAST_CROPS;

export type CropRow = { year: string; crop: string; yield: string };
export type Coords = { lat: number; lng: number; accuracy: number };

export type Draft = {
  version: 1;
  /** fieldId of a saved field, or "" for a new one. */
  savedFieldId: string;
  /** The new field's fieldId, made at its first send and kept, so a retry updates the same field. */
  newFieldId: string;
  /**
   * The server id of a field shared with the user as worker (docs/sharing.md), or "": the
   * analysis then goes to the owner's field (the submission's sharedFieldId).
   */
  sharedFieldId: string;
  fieldName: string;
  /** ISO code of the chosen region ("UZ-SA"), or "". */
  region: string;
  coords: Coords | null;
  area: string;
  crops: CropRow[];
  irrigation: string;
  observations: string;
  labOpen: boolean;
  lab: Record<LabKey, string>;
  /** "EC1:5", "ECe" or "": sent as ecMethod with the EC value. */
  labEcMethod: string;
  looks: Record<LooksKey, string>;
  /** The outbox request this form was last sent as (kept until the server has answered), or "". */
  outboxId: string;
};

/** A region of the list: `name` (Uzbek) is what is sent, `label` what the reader sees. */
export type RegionOption = { code: string; name: string; label: string };
export type SavedField = Pick<SoilFieldSummary, "fieldId" | "name" | "regionCode" | "location" | "area" | "irrigationType" | "lastCrops">;
/** A field shared with the user as worker: its server id names it, its owner's name tells it apart. */
export type SharedField = SavedField & { id: string; ownerName: string };

/**
 * The years a crop row offers, newest first: from the current season (Tashkent calendar, the
 * page passes it) back eleven years. Not next year: each row is a season with its yield, which
 * a crop not yet harvested does not have.
 */
export function cropYears(currentYear: number): number[] {
  return Array.from({ length: 12 }, (_, i) => currentYear - i);
}

const emptyRecord = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, ""])) as Record<K, string>;

/** A blank form: three crop rows for this year and the two before (the form asks for the last 2-3 years). */
export function emptyDraft(currentYear: number): Draft {
  return {
    version: 1,
    savedFieldId: "",
    newFieldId: "",
    sharedFieldId: "",
    fieldName: "",
    region: "",
    coords: null,
    area: "",
    crops: [0, 1, 2].map((back) => ({ year: String(currentYear - back), crop: "", yield: "" })),
    irrigation: "",
    observations: "",
    labOpen: false,
    lab: emptyRecord(LAB_KEYS),
    labEcMethod: "",
    looks: emptyRecord(LOOKS_KEYS),
    outboxId: "",
  };
}

/**
 * The draft with a saved field's stored facts filled in (its crops replace the blank rows). The
 * area is written as the farmer would type it in their language ("2,5" in Uzbek), the way the
 * field's hint shows it.
 */
export function withSavedField(draft: Draft, field: SavedField, locale: Locale): Draft {
  const crops = field.lastCrops.slice(0, MAX_CROP_ROWS).map((c) => ({ year: String(c.year), crop: c.crop, yield: c.yield }));
  return {
    ...draft,
    savedFieldId: field.fieldId,
    sharedFieldId: "",
    fieldName: field.name ?? "",
    region: field.regionCode ?? "",
    coords: field.location ? { ...field.location, accuracy: 0 } : null,
    // Up to 4 decimals (a sotix is 0.01 ha) and no thousands space, so it reads back as typed.
    area: formatNumber(field.area, locale, 4).replace(/[\s\u00a0\u202f]/g, ""),
    crops: crops.length ? crops : draft.crops,
    irrigation: field.irrigationType,
  };
}

/**
 * The draft with a shared field's stored facts filled in, as withSavedField does for the user's
 * own. Its name is the owner's (shown, not sent: a worker never renames the field).
 */
export function withSharedField(draft: Draft, field: SharedField, locale: Locale): Draft {
  return { ...withSavedField(draft, field, locale), savedFieldId: "", newFieldId: "", sharedFieldId: field.id };
}

/**
 * A number field's value: "2,5" and "2.5" are both 2.5 (Uzbek and Russian keyboards type a
 * comma; parseDecimal in lib/i18n/format.ts reads both); blank or not a number is null.
 */
export function fieldNumber(text: string): number | null {
  const value = parseDecimal(text);
  return Number.isNaN(value) ? null : value;
}

/** A readable, unique fieldId for a new field: "dala-ariq-boyi-k3x9q2". */
export function makeFieldId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/['‘’ʻʼ`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => (byte % 36).toString(36)).join("");
  return ["dala", slug, random].filter(Boolean).join("-");
}

export type Submission = { payload: Record<string, unknown>; cropIndex: number[] };

/**
 * The JSON submission of a draft. Blank crop rows are left out; `cropIndex` maps the sent
 * rows back to the form's rows, so an API error on `lastCrops.1.crop` lands on the right row.
 */
export function toSubmission(draft: Draft, regions: RegionOption[]): Submission {
  const cropIndex: number[] = [];
  const lastCrops = draft.crops.flatMap((row, index) => {
    if (!row.crop.trim()) return [];
    cropIndex.push(index);
    return [{ year: Number(row.year), crop: row.crop.trim(), yield: row.yield }];
  });
  const lab: Record<string, unknown> = Object.fromEntries(LAB_KEYS.flatMap((key) => (fieldNumber(draft.lab[key]) === null ? [] : [[key, fieldNumber(draft.lab[key])]])));
  // The method goes with the EC value only (the API refuses one without the other).
  if (lab.ecDsM !== undefined && draft.labEcMethod) lab.ecMethod = draft.labEcMethod;
  const looks = Object.fromEntries(LOOKS_KEYS.flatMap((key) => (draft.looks[key] ? [[key, draft.looks[key]]] : [])));
  const regionName = regions.find((region) => region.code === draft.region)?.name ?? draft.region;
  const payload: Record<string, unknown> = {
    // A shared field is found by sharedFieldId; fieldId is then only required, not used.
    fieldId: draft.sharedFieldId || draft.savedFieldId || draft.newFieldId,
    ...(draft.sharedFieldId ? { sharedFieldId: draft.sharedFieldId } : draft.fieldName.trim() ? { fieldName: draft.fieldName.trim() } : {}),
    location: draft.coords ? { lat: draft.coords.lat, lng: draft.coords.lng } : regionName,
    area: fieldNumber(draft.area),
    lastCrops,
    irrigationType: draft.irrigation,
    farmerObservations: draft.observations.trim(),
    labResults: draft.labOpen && Object.keys(lab).length ? lab : null,
    ...(Object.keys(looks).length ? { soilPhysicalProperties: looks } : {}),
  };
  return { payload, cropIndex };
}

// ---------- localStorage ----------

/** A stored draft (localStorage or an outbox request), or null when it is not one. */
export function readDraft(value: unknown): Draft | null {
  const draft = value as Draft | null;
  if (!draft || typeof draft !== "object" || draft.version !== 1 || !Array.isArray(draft.crops)) return null;
  // A draft stored before a field existed gets it blank.
  return {
    ...draft,
    sharedFieldId: typeof draft.sharedFieldId === "string" ? draft.sharedFieldId : "",
    lab: { ...emptyRecord(LAB_KEYS), ...draft.lab },
    labEcMethod: draft.labEcMethod ?? "",
    outboxId: draft.outboxId ?? "",
  };
}

export function loadDraft(key: string): Draft | null {
  try {
    return readDraft(JSON.parse(localStorage.getItem(key) ?? "null"));
  } catch {
    return null; // storage blocked (private mode) or a damaged entry: start blank
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft still lives in React state for this visit.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
