import { AuthPage } from "@/components/auth-page";
import { signIn } from "../actions";
import { nextPath } from "../next-path";
import { ClearOfflineData } from "@/components/pwa/clear-offline-data";

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const next = nextPath((await searchParams).next);
  return (
    <>
      <ClearOfflineData />
      <AuthPage mode="login" action={signIn} next={next === "/" ? undefined : next} />
    </>
  );
}
