import type { Locale } from "@/lib/i18n/locale";

const NAMES: Record<Locale, string> = { uz: "O'zbekcha", ru: "Русский", en: "English" };

type Props = { current: Locale; label: string; /** setLocale in app/actions.ts */ action: (formData: FormData) => Promise<void> };

export function LanguageSwitcher({ current, label, action }: Props) {
  return (
    <form action={action} aria-label={label} className="flex gap-1 text-sm">
      {(Object.keys(NAMES) as Locale[]).map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          aria-pressed={locale === current}
          className={`inline-flex min-h-11 items-center rounded-full px-3 ${locale === current ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-stone-200"}`}
        >
          {NAMES[locale]}
        </button>
      ))}
    </form>
  );
}
