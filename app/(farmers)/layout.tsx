import { pageUser } from "@/lib/auth/page-user";
import { NavigationProgress } from "@/components/navigation-progress";
import { FarmersMessagesProvider } from "@/components/farmers/messages-context";
import { ReportReady } from "@/components/farmers/outbox/report-ready";
import { getFarmersMessages } from "./messages";
// Rules for the shared header and menu (print) and the page scroll, which the root layout owns.
import "./farmers.css";

// Provides the interface text to the client components below (the form and error.tsx, which
// cannot read cookies themselves), and the "report ready" notice of analyses the outbox sent in
// the background, which stays across the farmer's pages.
export default async function FarmersLayout({ children }: { children: React.ReactNode }) {
  const { locale, t } = await getFarmersMessages();
  const user = await pageUser();
  return (
    <FarmersMessagesProvider locale={locale} t={t}>
      {user && <ReportReady userId={user.id} />}
      <NavigationProgress label={t.loading} />
      {children}
    </FarmersMessagesProvider>
  );
}
