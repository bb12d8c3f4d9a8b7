// Shared class names for buttons and links styled as buttons, so every touch target on the
// parents' pages has the same look and at least a 48px height (comfortable on a phone).
const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold transition-colors disabled:opacity-60 aria-disabled:opacity-60";

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-900`,
  secondary: `${base} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${base} border border-red-300 bg-white text-red-800 hover:bg-red-50`,
  quiet: `${base} text-brand-700 underline-offset-4 hover:underline`,
  // A secondary action in a dense list (the vaccinations page): a text link, still 44px tall.
  link: "inline-flex min-h-11 items-center text-left text-sm font-medium text-brand-700 underline underline-offset-4 disabled:opacity-60",
  // "← Back" links above a page's heading: plain text, but a thumb's height (44 px, WCAG 2.5.5).
  back: "inline-flex min-h-11 items-center self-start font-medium text-brand-700 underline-offset-4 hover:underline",
  // A link on its own line or beside buttons (not inside a sentence): underlined text, 44 px tall.
  textLink: "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4",
} as const;

export const cardStyles = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm";
