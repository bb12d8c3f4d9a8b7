import { ParentsMessagesProvider } from "@/components/parents/messages-context";
import { getParentsMessages } from "./messages";

// Provides the interface text to the client components below (including error.tsx and
// loading.tsx, which cannot read cookies themselves).
export default async function ParentsLayout({ children }: { children: React.ReactNode }) {
  const { locale, t } = await getParentsMessages();
  return (
    <ParentsMessagesProvider locale={locale} t={t}>
      {children}
    </ParentsMessagesProvider>
  );
}
