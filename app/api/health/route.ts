import { methods, json } from "@/lib/http/route";
import { checkDatabase } from "@/lib/health";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: async () => {
    const database = await checkDatabase();
    return json({ status: database.ok ? "ok" : "unavailable", database }, { status: database.ok ? 200 : 503 });
  },
});
