import { AuthPage } from "@/components/auth-page";
import { signUp } from "../actions";
import { nextPath } from "../next-path";

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function RegisterPage({ searchParams }: Props) {
  const next = nextPath((await searchParams).next);
  return <AuthPage mode="register" action={signUp} next={next === "/" ? undefined : next} />;
}
