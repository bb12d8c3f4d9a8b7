import { NavigationProgress } from "@/components/navigation-progress";
import { ParentsMessagesProvider } from "@/components/parents/messages-context";
import { getParentsMessages } from "./messages";

// Provides the interface text to the client components below (including error.tsx, which
// cannot read cookies itself).
export default async function ParentsLayout({ children }: { children: React.ReactNode }) {
  const { locale, t } = await getParentsMessages();
  return (
    <ParentsMessagesProvider locale={locale} t={t}>
      <NavigationProgress label={t.loading} />
      {children}
    </ParentsMessagesProvider>
  );
}
