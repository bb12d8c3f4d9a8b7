import type { Metadata } from "next";
import { RETENTION_DAYS } from "@/lib/account/retention";
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { PRIVACY_MESSAGES } from "@/lib/i18n/privacy";
import { getMessages } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await getMessages();
  return { title: `${PRIVACY_MESSAGES[locale].title} · ${t.appName}` };
}

// The privacy notice, public (no sign-in): people read it before they register. The full account
// is docs/privacy.md.
export default async function PrivacyPage() {
  const { locale } = await getMessages();
  const p = PRIVACY_MESSAGES[locale];
  return (
    <article className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{p.title}</h1>
      <p className="text-lg text-stone-800">{p.intro}</p>
      {p.sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="text-lg font-bold">{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="text-stone-800">
              {fill(text, { days: countText(p.retentionDays, RETENTION_DAYS, locale) })}
            </p>
          ))}
        </section>
      ))}
      <p className="text-sm text-stone-600">{p.updated}</p>
    </article>
  );
}
