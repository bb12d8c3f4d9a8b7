import { NavigationProgress } from "@/components/navigation-progress";
import { FarmersMessagesProvider } from "@/components/farmers/messages-context";
import { getFarmersMessages } from "./messages";
// Rules for the shared header and menu (print) and the page scroll, which the root layout owns.
import "./farmers.css";

// Provides the interface text to the client components below (the form and error.tsx,
// which cannot read cookies themselves).
export default async function FarmersLayout({ children }: { children: React.ReactNode }) {
  const { locale, t } = await getFarmersMessages();
  return (
    <FarmersMessagesProvider locale={locale} t={t}>
      <NavigationProgress label={t.loading} />
      {children}
    </FarmersMessagesProvider>
  );
}
