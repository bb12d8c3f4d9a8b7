import { AuthPage } from "@/components/auth-page";

export default function RegisterPage() {
  return <AuthPage mode="register" />;
}
