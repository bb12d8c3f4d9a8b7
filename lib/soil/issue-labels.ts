// Short Uzbek labels (farmer-response "chips") for the issue codes the estimator uses and the
// model is asked to use. Codes the model invents get a label from their description instead
// (see response.ts).

export const ISSUE_LABELS_UZ: Record<string, string> = {
  salinity_risk: "Sho'rlanish xavfi",
  salinity: "Sho'rlanish",
  high_ph: "Ishqoriy tuproq",
  low_ph: "Kislotali tuproq",
  low_organic_matter: "Gumus kam",
  nitrogen_deficiency: "Azot yetishmaydi",
  phosphorus_deficiency: "Fosfor kam",
  potassium_deficiency: "Kaliy kam",
  compaction: "Tuproq zichlashgan",
  waterlogging: "Zax (botqoqlanish)",
  shallow_groundwater: "Yer osti suvi yaqin",
  monoculture: "Bir xil ekin",
  narrow_rotation: "Almashlab ekish yo'q",
  after_rice: "Sholidan keyingi dala",
  declining_yield: "Hosil kamaymoqda",
  poor_growth: "O'sish sust",
  sandy_soil: "Qumloq tuproq",
  erosion: "Eroziya",
};

/** Issue code in a comparable form: "Salinity-Risk " -> "salinity_risk". */
export function normalizeIssueCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}
