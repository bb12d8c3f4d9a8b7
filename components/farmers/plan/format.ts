// Numbers of the plan page through the one formatter (lib/i18n/format.ts): a range reads
// "97–130", one number when the lab made min and max equal.
export { formatRange } from "@/lib/i18n/format";
