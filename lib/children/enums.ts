// The child enums (docs/api-guide.md section 7, "Children"), free of zod so client components can
// import them without shipping the validation library to the browser.
export const GENDERS = ["male", "female"] as const;
export const FEEDING_TYPES = ["breast_milk", "formula", "mixed", "solid_food"] as const;
export type Gender = (typeof GENDERS)[number];

/** How a length/height was measured (WHO: lying under 24 months, standing from 24 months). */
export const HEIGHT_POSITIONS = ["lying", "standing"] as const;
export type HeightPosition = (typeof HEIGHT_POSITIONS)[number];

/** The growth standard behind a record's z-scores (docs/growth.md). */
export const GROWTH_STANDARDS = ["who2006", "intergrowth21Preterm", "intergrowth21NewbornSize"] as const;
export type GrowthStandard = (typeof GROWTH_STANDARDS)[number];
