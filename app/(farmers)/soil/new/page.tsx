import type { Metadata } from "next";
import { soilDraftKey } from "@/lib/offline/draft-key";
import { requireUser } from "@/lib/auth/page-user";
import { listFields } from "@/lib/soil";
import { listSubmittableSharedFields } from "@/lib/sharing/shared-fields";
import { tashkentDate } from "@/lib/time";
import { SoilForm } from "@/components/farmers/form/soil-form";
import { getFarmersMessages } from "../../messages";
import { cropSuggestions, regionOptions } from "../data";

type SavedField = Awaited<ReturnType<typeof listFields>>[number];

/** What the form needs of a saved field, own or shared: named one by one, so nothing else reaches the client. */
const formFieldProps = ({ fieldId, name, regionCode, location, area, irrigationType, lastCrops }: SavedField) => ({
  fieldId,
  name,
  regionCode,
  location,
  area,
  irrigationType,
  lastCrops,
});

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.formTitle} · ${common.appName}` };
}

// The soil form. `?field=<fieldId>` starts from a saved field (its area, crops, irrigation and
// location filled in) — the "analyse again" buttons of the landing and history pages.
// `?shared=<id>` starts from a field shared with the user as worker (the shared field's "New
// analysis"); the field list offers those fields too (docs/sharing.md).
// `?edit=<id>` opens a queued request the server refused (it lives on the device only).
export default async function NewAnalysisPage({ searchParams }: { searchParams: Promise<{ field?: string | string[]; shared?: string | string[]; edit?: string | string[] }> }) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const { field, shared, edit } = await searchParams;
  const editId = typeof edit === "string" && /^[0-9a-f-]{36}$/.test(edit) ? edit : undefined;
  // The user's own fields, and those shared with them as worker (a viewer's are not offered).
  const [fields, sharedFields] = await Promise.all([listFields(user.id), listSubmittableSharedFields(user.id)]);
  const fieldId = typeof field === "string" && fields.some((f) => f.fieldId === field) ? field : undefined;
  const sharedFieldId = typeof shared === "string" && sharedFields.some((f) => f.id === shared) ? shared : undefined;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t.formTitle}</h1>
      <SoilForm
        // A new form (not the same one re-rendered) when the farmer picks a request to edit.
        key={editId ?? "form"}
        userId={user.id}
        editId={editId}
        // One draft per user on this device, so a shared phone does not mix farmers' forms.
        draftKey={soilDraftKey(user.id)}
        currentYear={Number(tashkentDate().slice(0, 4))}
        regions={regionOptions(locale)}
        fields={fields.map(formFieldProps)}
        sharedFields={sharedFields.map((shared) => ({ id: shared.id, ownerName: shared.ownerName, ...formFieldProps(shared) }))}
        cropNames={cropSuggestions()}
        fieldId={fieldId}
        sharedFieldId={sharedFieldId}
      />
    </section>
  );
}
