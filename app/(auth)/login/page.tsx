import { AuthPage } from "@/components/auth-page";
import { ClearOfflineData } from "@/components/pwa/clear-offline-data";

export default function LoginPage() {
  return (
    <>
      <ClearOfflineData />
      <AuthPage mode="login" />
    </>
  );
}
