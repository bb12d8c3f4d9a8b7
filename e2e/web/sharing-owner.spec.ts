// Handing a shared child over before deleting an account (docs/sharing.md, "Handing ownership
// over"), at phone size in Uzbek and Russian: the mother's account page offers to hand the shared child over;
// she makes the father the owner (a wrong password first, which changes nothing), deletes her
// account, and the father still has the child with its growth records, the mother's named as a
// former member's. A farmer hands a field over to his son the same way (in Uzbek).
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "@/lib/i18n/account";
import { MESSAGES } from "@/lib/i18n/messages";
import { OWNERSHIP_MESSAGES } from "@/lib/i18n/ownership";
import { PARENTS } from "@/lib/i18n/parents";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { fill } from "@/lib/i18n/bundle";
import { analyzeViaApi, signUpWithSession as signUpFarmer } from "../fixtures/farmers-helpers";
import { addChild, expectAccessible, monthsAgo, SAME_ORIGIN, screenshot } from "./parents-helpers";
import { phone } from "./sharing-helpers";


async function signUp(page: Page, name: string, password: string, t = MESSAGES.uz) {
  const email = `owner-${randomUUID()}@example.com`;
  expect((await page.request.post("/api/auth/register", { data: { email, password, name } })).status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole("button", { name: t.signIn }).click();
  await expect(page.getByRole("heading", { name: `${t.welcome}, ${name}!` })).toBeVisible();
}

for (const { locale, tag } of [
  { locale: "uz", tag: "uz-UZ" },
  { locale: "ru", tag: "ru-RU" },
] as const) {
  test(`${locale}: the mother hands the child to the father, deletes her account, and the father keeps the child with her records as a former member's`, async ({ browser, baseURL }) => {
  const [s, o, a, t, p] = [SHARING_MESSAGES[locale], OWNERSHIP_MESSAGES[locale], ACCOUNT_MESSAGES[locale], MESSAGES[locale], PARENTS[locale]];
  test.setTimeout(180_000);
  const mother = await phone(browser, baseURL!, tag);
  const father = await phone(browser, baseURL!, tag);
  await signUp(mother, "Dilnoza", "mother-pass-1", t);
  await signUp(father, "Otabek", "father-pass-1", t);

  // The mother's child, shared with the father as a caregiver; both record a measurement.
  const madina = await addChild(mother, { name: "Madina", birthDate: monthsAgo(14), gender: "female", weight: 3.3 });
  const invited = await mother.request.post(`/api/client/children/${madina.id}/invitations`, { data: { role: "caregiver" }, headers: SAME_ORIGIN });
  expect(invited.status()).toBe(201);
  await father.goto(new URL(((await invited.json()) as { link: string }).link).pathname);
  await father.getByRole("button", { name: s.accept }).click();
  await expect(father).toHaveURL(new RegExp(`/children/${madina.id}$`));
  for (const [page, weight] of [[mother, "9,2"], [father, "9,6"]] as const) {
    await page.goto(`/children/${madina.id}`);
    await page.getByLabel(`${p.weight}, ${p.kg}`).fill(weight);
    await page.getByRole("button", { name: p.addMeasurementButton }).click();
    await expect(page.getByRole("status").filter({ hasText: p.measurementSaved })).toBeVisible();
  }

  // Her account page says Madina goes for everyone, and offers to hand her over first.
  await mother.goto("/account");
  await expect(mother.getByTestId("deletion-shared")).toContainText(fill(a.deleteSharedLine, { name: "Madina", n: 1 }));
  await expect(mother.getByText(o.handOverHint)).toBeVisible();
  await mother.getByRole("link", { name: fill(o.handOverLink, { name: "Madina" }) }).click();
  await expect(mother).toHaveURL(new RegExp(`/children/${madina.id}/members$`));

  // "Make owner" opens a confirmation that asks for her password; a wrong one changes nothing.
  const otabek = mother.locator("[data-member='Otabek']");
  await otabek.getByText(o.makeOwner, { exact: true }).click();
  await expect(otabek.getByText(fill(o.confirmChild, { name: "Otabek" }))).toBeVisible();
  await otabek.getByLabel(o.passwordLabel).fill("not-her-password");
  await otabek.getByRole("button", { name: o.confirmButton }).click();
  await expect(mother.locator("[data-member='Otabek']").getByText(o.errors.wrong_password)).toBeVisible();
  await expect(mother.locator("[data-member='Otabek']")).toContainText(s.roles.caregiver);
  await expectAccessible(mother);
  await screenshot(mother, `sharing-make-owner-${locale}`);
  await mother.locator("[data-member='Otabek']").getByLabel(o.passwordLabel).fill("mother-pass-1");
  await mother.locator("[data-member='Otabek']").getByRole("button", { name: o.confirmButton }).click();

  // She is a caregiver now: the page says so and offers no member management.
  await expect(mother.getByRole("status").filter({ hasText: o.handedChild })).toBeVisible();
  await expect(mother.getByText(fill(s.memberRole, { role: s.roles.caregiver }))).toBeVisible();
  await expect(mother.getByRole("button", { name: s.createInvite })).toHaveCount(0);
  await expectAccessible(mother);

  // Her deletion no longer takes Madina: only her membership ends.
  await mother.goto("/account");
  await expect(mother.getByTestId("deletion-shared")).toHaveCount(0);
  await expect(mother.getByTestId("deletion-memberships")).toHaveText(fill(a.deleteMemberships, { n: 1 }));
  await mother.getByLabel(a.passwordLabel).fill("mother-pass-1");
  await mother.getByRole("button", { name: a.deleteButton }).click();
  await expect(mother).toHaveURL(/\/account\/deleted$/);

  // The father owns Madina, with every growth record; the mother's are a former member's.
  await father.goto(`/children/${madina.id}`);
  await expect(father.getByRole("heading", { level: 1, name: "Madina" })).toBeVisible();
  await expect(father.getByText(fill(s.sharedBadge, { role: s.roles.caregiver }))).toHaveCount(0);
  const rows = father.getByRole("table", { name: p.weightForAge }).locator("tbody tr");
  for (const weight of ["3,3", "9,2"]) await expect(rows.filter({ hasText: weight }).locator("[data-cell='recorded-by']")).toContainText(s.recordedBy.formerUnnamed);
  await expect(rows.filter({ hasText: "9,6" }).locator("[data-cell='recorded-by']")).toContainText(s.recordedBy.you);
  await screenshot(father, `sharing-new-owner-${locale}`);
  await father.goto(`/children/${madina.id}/members`);
  await expect(father.locator("[data-member]")).toHaveCount(1);
  await expect(father.locator("[data-member='Otabek']")).toContainText(s.roles.owner);

  await mother.context().close();
  await father.context().close();
});
}

for (const { locale, tag } of [
  { locale: "uz", tag: "uz-UZ" },
  { locale: "ru", tag: "ru-RU" },
] as const) {
  test(`${locale}: the farmer hands his field to his son from the Share page and finds it among the fields shared with him`, async ({ browser, baseURL }) => {
  const [s, o] = [SHARING_MESSAGES[locale], OWNERSHIP_MESSAGES[locale]];
  test.setTimeout(150_000);
  const farmer = await phone(browser, baseURL!, tag);
  const son = await phone(browser, baseURL!, tag);
  await signUpFarmer(farmer, "Rustam");
  await signUpFarmer(son, "Sardor");
  await analyzeViaApi(farmer, {
    fieldName: "Katta dala",
    fieldId: "katta-dala",
    location: "Samarqand",
    area: 2.5,
    irrigationType: "ariqqa",
    lastCrops: [{ year: new Date().getFullYear() - 1, crop: "paxta", yield: "o'rtacha" }],
    farmerObservations: "Sug'orishdan keyin tuproq qotadi.",
    labResults: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 },
  });
  const fieldId = ((await (await farmer.request.get("/api/soil/fields")).json()) as { id: string }[])[0].id;
  const invited = await farmer.request.post(`/api/soil/fields/${fieldId}/invitations`, { data: { role: "worker" }, headers: SAME_ORIGIN });
  const { token } = (await invited.json()) as { token: string };
  expect((await son.request.post("/api/client/invitations/accept", { data: { token }, headers: SAME_ORIGIN })).status()).toBe(200);

  await farmer.goto("/account");
  await farmer.getByRole("link", { name: fill(o.handOverLink, { name: "Katta dala" }) }).click();
  await expect(farmer).toHaveURL(/\/soil\/fields\/katta-dala\/share$/);
  const sardor = farmer.locator("[data-member='Sardor']");
  await sardor.getByText(o.makeOwner, { exact: true }).click();
  await expect(sardor.getByText(fill(o.confirmField, { name: "Sardor" }))).toBeVisible();
  await sardor.getByLabel(o.passwordLabel).fill("farmers-pass-1");
  await sardor.getByRole("button", { name: o.confirmButton }).click();

  // The farmer is a worker of the field now, among the fields shared with him.
  await expect(farmer).toHaveURL(new RegExp(`/soil/shared/${fieldId}$`));
  await expect(farmer.getByText(fill(s.sharedFieldOwner, { owner: "Sardor" }))).toBeVisible();
  await expect(farmer.getByText(fill(s.memberRole, { role: s.roles.worker }))).toBeVisible();
  await expectAccessible(farmer);
  // The son owns it: its Share page is his, the farmer a worker on it.
  await son.goto("/soil/fields/katta-dala/share");
  await expect(son.locator("[data-member='Sardor']")).toContainText(s.roles.owner);
  await expect(son.locator("[data-member='Rustam']")).toContainText(s.roles.worker);

  await farmer.context().close();
  await son.context().close();
});
}
