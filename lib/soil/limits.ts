// The limits of a soil submission, free of zod so the browser form (components/farmers/form)
// and the server's checks (submission-schema.ts, photos.ts) share one copy, as
// lib/children/enums.ts does for the child forms. Change a limit here and both follow.

/**
 * Photos per analysis, and bytes per photo before processing (docs/api-guide.md section 7, "Soil").
 */
export const MAX_PHOTOS = 6;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Field area in hectares: more than 0, at most this. */
export const MAX_AREA_HA = 10_000;
/** Characters of the farmer's own remarks. */
export const MAX_OBSERVATIONS = 2000;

/** Seasons of crop history per submission, and the earliest accepted year. */
export const MAX_LAST_CROPS = 5;
export const MIN_CROP_YEAR = 1990;

/** EC methods: saturated-paste extract, 1:5 soil:water extract. */
export const EC_METHODS = ["ECe", "EC1:5"] as const;

export const LAB_KEYS = ["ph", "nitrogenMgKg", "phosphorusMgKg", "potassiumMgKg", "humusPercent", "salinityPercent", "ecDsM"] as const;
export type LabKey = (typeof LAB_KEYS)[number];

/** Accepted range of each laboratory value, in the units of submission-schema.ts. */
export const LAB_RANGES: Record<LabKey, readonly [min: number, max: number]> = {
  ph: [3, 11],
  nitrogenMgKg: [0, 500],
  phosphorusMgKg: [0, 1000],
  potassiumMgKg: [0, 3000],
  humusPercent: [0, 15],
  salinityPercent: [0, 10],
  ecDsM: [0, 100],
};
