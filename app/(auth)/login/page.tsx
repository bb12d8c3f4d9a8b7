import { AuthPage } from "@/components/auth-page";
import { signIn } from "../actions";
import { ClearOfflineData } from "@/components/pwa/clear-offline-data";

export default function LoginPage() {
  return (
    <>
      <ClearOfflineData />
      <AuthPage mode="login" action={signIn} />
    </>
  );
}
