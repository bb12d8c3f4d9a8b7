import { methods, route } from "@/lib/http/route";
import { exportAccountEndpoint } from "@/lib/endpoints/account";
import { exportAccount } from "@/lib/account/export";
import { requestLocale } from "@/lib/http/request-locale";

// Everything of the account as one ZIP (docs/privacy.md, "Export"). Never cached anywhere.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(exportAccountEndpoint, async ({ user, req }) => {
    const { fileName, stream } = await exportAccount(user.id, requestLocale(req));
    return new Response(stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
});
