// Sharing a field (docs/sharing.md) at phone size: the owner invites a worker, who reads the
// field's reports with who submitted each and submits an analysis into the owner's field from
// its page; the owner sees it with the worker's name. Made a viewer, he opens the full report and
// its plan (once in Russian) with no control that writes; removed, he gets the not-found page.
import { expect, test } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "@/lib/i18n/account";
import { fill } from "@/lib/i18n/bundle";
import { FARMERS } from "@/lib/i18n/farmers";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { analyzeViaApi, signUpSignedIn as signUpFarmer } from "../fixtures/farmers-helpers";
import { expectAccessible, screenshot } from "./parents-helpers";
import { phone } from "./sharing-helpers";

test("a field's owner shares it with a worker, who reads its reports and submits an analysis into it until removed", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = SHARING_MESSAGES.uz;
  const f = FARMERS.uz;
  const owner = await phone(browser, baseURL!, "uz-UZ");
  const worker = await phone(browser, baseURL!, "uz-UZ");
  await signUpFarmer(owner, "Rustam");
  await signUpFarmer(worker, "Jasur");
  const year = new Date().getFullYear();
  await analyzeViaApi(owner, {
    fieldName: "Katta dala",
    fieldId: "katta-dala",
    location: "Samarqand",
    area: 2.5,
    irrigationType: "ariqqa",
    lastCrops: [{ year: year - 1, crop: "paxta", yield: "o'rtacha" }],
    farmerObservations: "Sug'orishdan keyin tuproq qotadi.",
    labResults: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 },
  });

  // The owner: the field's history -> Share -> invite a worker.
  await owner.goto("/soil/fields/katta-dala");
  await owner.getByRole("link", { name: s.shareButton }).click();
  await expect(owner.getByRole("heading", { level: 1, name: fill(s.fieldMembersTitle, { name: "Katta dala" }) })).toBeVisible();
  await expect(owner.locator("[data-member]")).toHaveCount(1);
  await owner.getByRole("radio", { name: new RegExp(s.roles.worker) }).check();
  await owner.getByRole("button", { name: s.createInvite }).click();
  const link = await owner.getByLabel(s.linkLabel).inputValue();
  await expect(owner.getByRole("heading", { name: s.invitationsHeading }).locator("..")).toContainText(s.roles.worker);
  await expectAccessible(owner);
  await screenshot(owner, "sharing-field-members-uz");

  // The worker sees a field invitation and lands on the field among those shared with him.
  await worker.goto(new URL(link).pathname);
  await expect(worker.getByText(fill(s.inviteFieldText, { inviter: "Rustam", field: "Katta dala", role: s.roles.worker }))).toBeVisible();
  await expect(worker.getByText(s.fieldRoleHelp.worker)).toBeVisible();
  await worker.getByRole("button", { name: s.accept }).click();
  await expect(worker).toHaveURL(/\/soil\/shared\/[0-9a-f-]{36}$/);
  const sharedPath = new URL(worker.url()).pathname;
  await expect(worker.getByRole("heading", { level: 1, name: fill(f.historyTitle, { field: "Katta dala" }) })).toBeVisible();
  await expect(worker.getByText(fill(s.recordedBy.line, { name: "Rustam" }))).toBeVisible();
  await expect(worker.getByText(fill(s.memberRole, { role: s.roles.worker }))).toBeVisible();
  await expectAccessible(worker);
  await screenshot(worker, "sharing-field-shared-uz");
  // His soil home links the shared fields, though he has no field of his own.
  await worker.goto("/soil");
  await worker.getByRole("link", { name: new RegExp(s.sharedFieldsTitle) }).click();
  await expect(worker.locator("[data-shared-field='Katta dala']")).toContainText(s.roles.worker);

  // The worker submits an analysis for the shared field from its page, with the owner's field
  // chosen and its facts filled in; the report opens for him.
  await worker.goto(sharedPath);
  await worker.getByRole("link", { name: f.newAnalysis }).click();
  await expect(worker).toHaveURL(/\/soil\/new\?shared=[0-9a-f-]{36}$/);
  await expect(worker.getByTestId("shared-field-note")).toHaveText(fill(f.sharedFieldNote, { owner: "Rustam", field: "Katta dala" }));
  await expect(worker.getByLabel(f.fieldName)).toHaveCount(0); // a worker never renames it
  await expect(worker.getByLabel("Maydoni, ga")).toHaveValue("2,5");
  await worker.getByRole("button", { name: f.next }).click();
  await expect(worker.getByRole("group", { name: "1-ekin" }).getByLabel("Ekin", { exact: true })).toHaveValue("paxta");
  await worker.getByRole("button", { name: f.next }).click();
  await worker.getByRole("button", { name: f.next }).click();
  await expect(worker.getByRole("heading", { level: 2, name: f.stepPhotosTitle })).toBeVisible();
  await worker.getByRole("button", { name: f.send }).click();
  await expect(worker).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const workerReport = new URL(worker.url()).pathname;
  await expect(worker.getByRole("heading", { level: 1, name: f.reportTitle })).toBeVisible();
  await expect(worker.getByRole("link", { name: f.fieldHistory })).toHaveAttribute("href", sharedPath);
  await expectAccessible(worker);
  await screenshot(worker, "sharing-field-worker-report-uz");
  // It is the field's now: two reports on the shared page, his own and the owner's.
  await worker.goto(sharedPath);
  await expect(worker.getByRole("link", { name: new RegExp(f.openReport) })).toHaveCount(2);
  // And the two compare, as on the owner's history.
  await worker.getByRole("button", { name: f.compareButton }).click();
  await expect(worker).toHaveURL(/\/soil\/shared\/[0-9a-f-]{36}\/compare\?a=/);
  await expect(worker.getByRole("heading", { level: 1, name: fill(f.comparisonTitle, { field: "Katta dala" }) })).toBeVisible();
  const comparePath = new URL(worker.url()).pathname + new URL(worker.url()).search;

  // The owner finds it in his field's history with the worker's name, and opens it.
  await owner.goto("/soil/fields/katta-dala");
  await expect(owner.getByText(fill(s.recordedBy.line, { name: "Jasur" }))).toBeVisible();
  await owner.goto(workerReport);
  await expect(owner.getByTestId("report-recorded-by")).toHaveText(fill(s.recordedBy.line, { name: "Jasur" }));

  // Before deleting an account each is told what it does to the other: the owner's shared field
  // goes for everyone, the worker's membership only ends.
  await owner.goto("/account");
  await expect(owner.getByTestId("deletion-shared")).toContainText(fill(ACCOUNT_MESSAGES.uz.deleteSharedLine, { name: "Katta dala", n: 1 }));
  await worker.goto("/account");
  await expect(worker.getByTestId("deletion-memberships")).toHaveText(fill(ACCOUNT_MESSAGES.uz.deleteMemberships, { n: 1 }));
  await expect(worker.getByTestId("deletion-shared")).toHaveCount(0);

  // The owner makes him a viewer, then removes him.
  await owner.goto("/soil/fields/katta-dala/share");
  const jasur = owner.locator("[data-member='Jasur']");
  await expect(jasur).toContainText(s.roles.worker);
  await jasur.getByRole("button", { name: fill(s.makeRoleName, { name: "Jasur", role: s.roles.viewer }) }).click();
  // A viewer now: the switch offers "worker" back.
  await expect(jasur.getByRole("button", { name: fill(s.makeRoleName, { name: "Jasur", role: s.roles.worker }) })).toBeVisible();
  // As a viewer he reads the field, the full report and its plan, with no control that writes.
  await worker.goto(sharedPath);
  await expect(worker.getByText(fill(s.memberRole, { role: s.roles.viewer }))).toBeVisible();
  await expect(worker.getByRole("link", { name: f.newAnalysis })).toHaveCount(0);
  await worker.goto(workerReport);
  await expect(worker.getByRole("heading", { level: 1, name: f.reportTitle })).toBeVisible();
  await expect(worker.getByRole("link", { name: f.analyseAgain })).toHaveCount(0);
  await worker.getByRole("link", { name: new RegExp(PLAN_MESSAGES.uz.reportLink) }).click();
  await expect(worker.getByRole("heading", { level: 1, name: new RegExp(PLAN_MESSAGES.uz.title) })).toBeVisible();
  // The same in Russian: the report opens, nothing to write.
  await worker.goto(workerReport);
  await worker.getByRole("button", { name: "Русский" }).click();
  await expect(worker.getByRole("heading", { level: 1, name: FARMERS.ru.reportTitle })).toBeVisible();
  await expect(worker.getByRole("link", { name: FARMERS.ru.analyseAgain })).toHaveCount(0);
  await expect(worker.getByRole("link", { name: FARMERS.ru.fieldHistory })).toHaveAttribute("href", sharedPath);
  await expectAccessible(worker);
  await screenshot(worker, "sharing-field-viewer-report-ru");
  await worker.getByRole("button", { name: "O'zbekcha" }).click();
  await expect(worker.getByRole("heading", { level: 1, name: f.reportTitle })).toBeVisible();
  // A new analysis form offers him no field of the owner's any more.
  await worker.goto(`/soil/new?shared=${sharedPath.split("/").at(-1)}`);
  await expect(worker.getByTestId("shared-field-note")).toHaveCount(0);
  await jasur.getByText(s.remove, { exact: true }).click();
  await jasur.getByRole("button", { name: s.removeYes }).click();
  await expect(owner.locator("[data-member='Jasur']")).toHaveCount(0);

  // His next request gets nothing of the field.
  await worker.goto(sharedPath);
  await expect(worker.getByRole("heading", { name: f.notFoundTitle })).toBeVisible();
  for (const path of [workerReport, `${workerReport}/plan`, comparePath]) {
    await worker.goto(path);
    await expect(worker.getByRole("heading", { name: f.notFoundTitle }), path).toBeVisible();
  }
  const fieldId = sharedPath.split("/").at(-1);
  expect((await worker.request.get(`/api/soil/fields/${fieldId}/reports`)).status()).toBe(404);
  await worker.goto("/soil/shared");
  await expect(worker.getByText(s.sharedFieldsEmpty)).toBeVisible();

  await owner.context().close();
  await worker.context().close();
});
