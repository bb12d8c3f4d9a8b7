// The child enums of CONTRACT section 4, free of zod so client components can import them
// without shipping the validation library to the browser.
export const GENDERS = ["male", "female"] as const;
export const FEEDING_TYPES = ["breast_milk", "formula", "mixed", "solid_food"] as const;
export type Gender = (typeof GENDERS)[number];
