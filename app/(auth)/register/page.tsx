import { AuthPage } from "@/components/auth-page";
import { signUp } from "../actions";

export default function RegisterPage() {
  return <AuthPage mode="register" action={signUp} />;
}
