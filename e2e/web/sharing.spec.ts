// Sharing a child (docs/sharing.md), the whole walk at phone size in Uzbek and Russian: the
// mother invites the grandmother as a caregiver; the grandmother opens the link signed out,
// registers, comes back to the invitation and accepts it, records a measurement and plays a game
// with the child; the mother sees both with her name; the grandmother never sees the mother's
// other child; the mother removes her, and from her next request the grandmother gets nothing of
// the child, from a page or from the API.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ACTIVITY_HISTORY_MESSAGES } from "@/lib/i18n/activity-history";
import { MESSAGES } from "@/lib/i18n/messages";
import { PARENTS } from "@/lib/i18n/parents";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { fill } from "@/lib/i18n/bundle";
import { smallTargets } from "../fixtures/tap-targets";
import {
  addChild,
  catalogue,
  expectAccessible,
  fitsAge,
  monthsAgo,
  playQuiz,
  SAME_ORIGIN,
  screenshot,
  translatedTitle,
} from "./parents-helpers";
import { phone } from "./sharing-helpers";

const LOCALES = [
  { locale: "uz", tag: "uz-UZ" },
  { locale: "ru", tag: "ru-RU" },
] as const;

// Madina is old enough for the catalogue's first games (from 24 months).
const MADINA_MONTHS = 26;

for (const { locale, tag } of LOCALES) {
  const s = SHARING_MESSAGES[locale];
  const t = MESSAGES[locale];
  const p = PARENTS[locale];
  const h = ACTIVITY_HISTORY_MESSAGES[locale];

  test(`${locale}: the mother shares one child with the grandmother, who records on it until she is removed`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const mother = await phone(browser, baseURL!, tag);
    const grandmother = await phone(browser, baseURL!, tag);

    // The mother, signed in, with two children.
    const motherEmail = `mother-${randomUUID()}@example.com`;
    expect((await mother.request.post("/api/auth/register", { data: { email: motherEmail, password: "mother-pass-1", name: "Dilnoza" } })).status()).toBe(201);
    await mother.goto("/login");
    await mother.getByLabel(t.email).fill(motherEmail);
    await mother.getByLabel(t.password).fill("mother-pass-1");
    await mother.getByRole("button", { name: t.signIn }).click();
    await expect(mother.getByRole("heading", { name: `${t.welcome}, Dilnoza!` })).toBeVisible();
    const madina = await addChild(mother, { name: "Madina", birthDate: monthsAgo(MADINA_MONTHS), gender: "female", weight: 3.3 });
    const timur = await addChild(mother, { name: "Timur", birthDate: monthsAgo(40), gender: "male" });

    // Share → invite as caregiver: the link and the code are shown once.
    await mother.goto(`/children/${madina.id}`);
    await mother.getByRole("link", { name: s.shareButton }).click();
    await expect(mother.getByRole("heading", { level: 1, name: fill(s.membersTitle, { name: "Madina" }) })).toBeVisible();
    await expect(mother.locator("[data-member]")).toHaveCount(1);
    await mother.getByRole("radio", { name: new RegExp(s.roles.caregiver) }).check();
    await mother.getByRole("button", { name: s.createInvite }).click();
    const link = await mother.getByLabel(s.linkLabel).inputValue();
    await expect(mother.getByTestId("invitation-code")).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expect(mother.getByRole("heading", { name: s.invitationsHeading }).locator("..")).toContainText(s.roles.caregiver);
    await expectAccessible(mother);
    await screenshot(mother, `sharing-members-${locale}`);
    const invitePath = new URL(link).pathname;
    expect(invitePath).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);

    // The grandmother opens the link signed out, registers, and is brought back to it.
    await grandmother.goto(invitePath);
    await expect(grandmother.getByText(s.signedOut)).toBeVisible();
    await grandmother.getByRole("link", { name: s.register }).click();
    await grandmother.getByLabel(t.name).fill("Buvi");
    await grandmother.getByLabel(t.email).fill(`granny-${randomUUID()}@example.com`);
    await grandmother.getByLabel(t.password).fill("granny-pass-1");
    await grandmother.getByLabel(t.acceptPrivacy).check();
    await grandmother.getByRole("button", { name: t.register }).click();
    await expect(grandmother).toHaveURL(new RegExp(`${invitePath}$`));
    await expect(grandmother.getByText(fill(s.inviteText, { inviter: "Dilnoza", child: "Madina", role: s.roles.caregiver }))).toBeVisible();
    await expectAccessible(grandmother);
    await screenshot(grandmother, `sharing-invitation-${locale}`);
    await grandmother.getByRole("button", { name: s.accept }).click();
    await expect(grandmother).toHaveURL(new RegExp(`/children/${madina.id}$`));

    // She records a measurement; she has no profile edit, and the child shows her role.
    await expect(grandmother.getByText(fill(s.sharedBadge, { role: s.roles.caregiver }))).toBeVisible();
    await expect(grandmother.getByRole("link", { name: p.editLink })).toHaveCount(0);
    await grandmother.getByLabel(`${p.weight}, ${p.kg}`).fill("9,2");
    await grandmother.getByRole("button", { name: p.addMeasurementButton }).click();
    await expect(grandmother.getByRole("status").filter({ hasText: p.measurementSaved })).toBeVisible();

    // Her plan for today is Madina's: the shared child is her selected one.
    await grandmother.goto("/today");
    await expect(grandmother.locator("main h1 + p")).toContainText("Madina");

    // She plays a game with Madina on her phone; the score is stored as hers, on Madina.
    const quiz = catalogue().find((a) => a.type === "interactive" && a.content.gameType === "quiz" && fitsAge(a, MADINA_MONTHS))!;
    const quizTitle = locale === "uz" ? quiz.title : translatedTitle(quiz.slug, locale);
    await grandmother.goto(`/activities?category=${quiz.category}`);
    await grandmother.getByRole("link").filter({ has: grandmother.getByText(quizTitle, { exact: true }) }).click();
    await expect(grandmother.getByRole("heading", { level: 1, name: quizTitle })).toBeVisible();
    const score = await playQuiz(grandmother, quiz, locale);
    await expect
      .poll(async () => ((await (await grandmother.request.get(`/api/client/children/${madina.id}/activity-history`, { headers: { "Accept-Language": tag } })).json()) as { items: unknown[] }).items)
      .toEqual([expect.objectContaining({ title: quizTitle, type: "interactive", status: "completed", score, recordedBy: { name: "Buvi", you: true } })]);

    // The link cannot be used twice.
    await grandmother.goto(invitePath);
    await expect(grandmother.getByText(s.status.accepted)).toBeVisible();

    // She sees only Madina: not the mother's other child, by list, page or API.
    await grandmother.goto("/children");
    await expect(grandmother.getByRole("heading", { level: 2, name: "Madina" })).toBeVisible();
    await expect(grandmother.getByRole("heading", { level: 2, name: "Timur" })).toHaveCount(0);
    await grandmother.goto(`/children/${timur.id}`);
    await expect(grandmother.getByRole("heading", { name: p.notFoundTitle })).toBeVisible();
    expect((await grandmother.request.get(`/api/client/children/${timur.id}/growth`)).status()).toBe(404);
    // A caregiver manages nobody: the members page shows her role and "leave" only, and the API refuses.
    await grandmother.goto(`/children/${madina.id}/members`);
    await expect(grandmother.getByText(fill(s.memberRole, { role: s.roles.caregiver }))).toBeVisible();
    await expect(grandmother.getByRole("button", { name: s.createInvite })).toHaveCount(0);
    await expect(grandmother.getByText(s.leave)).toBeVisible();
    const escalation = await grandmother.request.post(`/api/client/children/${madina.id}/invitations`, { data: { role: "caregiver" }, headers: SAME_ORIGIN });
    expect(escalation.status()).toBe(403);

    // The mother sees the grandmother's measurement and the grandmother among the members.
    await mother.goto(`/children/${madina.id}`);
    await expect(mother.getByRole("table", { name: p.weightForAge })).toContainText("9,2");
    // ... with her name on the row she measured, and "Siz" on the mother's own.
    const rows = mother.getByRole("table", { name: p.weightForAge }).locator("tbody tr");
    await expect(rows.filter({ hasText: "9,2" }).locator("[data-cell='recorded-by']")).toContainText("Buvi");
    await expect(rows.filter({ hasText: "3,3" }).locator("[data-cell='recorded-by']")).toContainText(s.recordedBy.you);
    // ... and her game in Madina's activity history: its score, with her name.
    await mother.getByRole("link", { name: h.link }).click();
    await expect(mother.getByRole("heading", { level: 1, name: fill(h.title, { name: "Madina" }) })).toBeVisible();
    const played = mother.getByRole("table", { name: h.caption }).locator("tbody tr").filter({ hasText: quizTitle });
    await expect(played.locator("[data-cell='result']")).toHaveText(fill(h.score, { score }));
    await expect(played.locator("[data-cell='recorded-by']")).toContainText("Buvi");
    await expectAccessible(mother);
    expect(await smallTargets(mother)).toEqual([]);
    await screenshot(mother, `sharing-activity-history-${locale}`);
    await mother.goto(`/children/${madina.id}/members`);
    const granny = mother.locator("[data-member='Buvi']");
    await expect(granny).toContainText(s.roles.caregiver);
    await screenshot(mother, `sharing-member-${locale}`);
    await expect(mother.getByText(s.noInvitations)).toBeVisible();

    // The mother removes her (a second tap confirms).
    await granny.getByText(s.remove, { exact: true }).click();
    await granny.getByRole("button", { name: s.removeYes }).click();
    await expect(mother.locator("[data-member='Buvi']")).toHaveCount(0);

    // The grandmother's next request gets nothing of Madina: page, API, list.
    await grandmother.goto(`/children/${madina.id}`);
    await expect(grandmother.getByRole("heading", { name: p.notFoundTitle })).toBeVisible();
    await expect(grandmother.getByText("9,2")).toHaveCount(0);
    await grandmother.goto(`/children/${madina.id}/activities`);
    await expect(grandmother.getByRole("heading", { name: p.notFoundTitle })).toBeVisible();
    await expect(grandmother.getByText(quizTitle)).toHaveCount(0);
    for (const path of [
      `/api/client/children/${madina.id}`,
      `/api/client/children/${madina.id}/growth`,
      `/api/client/children/${madina.id}/summary`,
      `/api/client/children/${madina.id}/activity-history`,
    ]) {
      expect((await grandmother.request.get(path)).status(), path).toBe(404);
    }
    const list = (await (await grandmother.request.get("/api/client/children")).json()) as Array<{ id: string }>;
    expect(list.map((child) => child.id)).toEqual([]);

    await mother.context().close();
    await grandmother.context().close();
  });
}

test("a viewer reads the shared child without any control that writes, and an unknown code is refused", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = SHARING_MESSAGES.uz;
  const p = PARENTS.uz;
  const t = MESSAGES.uz;
  const owner = await phone(browser, baseURL!, "uz-UZ");
  const viewer = await phone(browser, baseURL!, "uz-UZ");
  for (const [page, name] of [[owner, "Dilnoza"], [viewer, "Dada"]] as const) {
    const email = `share-${randomUUID()}@example.com`;
    expect((await page.request.post("/api/auth/register", { data: { email, password: "share-pass-1", name } })).status()).toBe(201);
    await page.goto("/login");
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill("share-pass-1");
    await page.getByRole("button", { name: t.signIn }).click();
    await expect(page.getByRole("heading", { name: `${t.welcome}, ${name}!` })).toBeVisible();
  }
  const child = await addChild(owner, { name: "Madina", birthDate: monthsAgo(14), gender: "female", weight: 3.3 });
  const created = await owner.request.post(`/api/client/children/${child.id}/invitations`, { data: { role: "viewer" }, headers: SAME_ORIGIN });
  expect(created.status()).toBe(201);
  const { code } = (await created.json()) as { code: string };

  // A wrong code first, then the right one typed in lower case with a space.
  await viewer.goto("/invite");
  await viewer.getByLabel(s.codeField).fill("ABCD-EFGH");
  await viewer.getByRole("button", { name: s.codeSubmit }).click();
  await expect(viewer.getByText(s.notFound)).toBeVisible();
  await viewer.getByLabel(s.codeField).fill(code.toLowerCase().replace("-", " "));
  await viewer.getByRole("button", { name: s.codeSubmit }).click();
  await expect(viewer.getByText(fill(s.inviteText, { inviter: "Dilnoza", child: "Madina", role: s.roles.viewer }))).toBeVisible();
  await viewer.getByRole("button", { name: s.accept }).click();
  await expect(viewer).toHaveURL(new RegExp(`/children/${child.id}$`));

  // Growth, milestones and vaccinations: read, with no form that writes.
  await expect(viewer.getByText(s.viewerNote)).toBeVisible();
  await expect(viewer.getByRole("button", { name: p.addMeasurementButton })).toHaveCount(0);
  await expect(viewer.getByRole("link", { name: p.editLink })).toHaveCount(0);
  for (const path of [`/children/${child.id}`, `/children/${child.id}/milestones`, `/children/${child.id}/vaccinations`, `/children/${child.id}/activities`]) {
    await viewer.goto(path);
    await expect(viewer.locator("main h1")).toBeVisible();
    await expect(viewer.locator("main form"), path).toHaveCount(0);
  }
  // Today's plan is readable; an activity opens without the player that records it.
  await viewer.goto("/today");
  await expect(viewer.locator("main h1 + p")).toContainText("Madina");
  await viewer.locator("main ul a").first().click();
  await expect(viewer.getByRole("note").filter({ hasText: s.viewerNote })).toBeVisible();
  // ... and the API refuses to record it for her.
  const activityId = new URL(viewer.url()).pathname.split("/").pop();
  const started = await viewer.request.post(`/api/client/activities/start/${activityId}?childId=${child.id}`, { headers: SAME_ORIGIN });
  expect([started.status(), ((await started.json()) as { code: string }).code]).toEqual([403, "forbidden_role"]);
  await viewer.goto(`/children/${child.id}/edit`);
  await expect(viewer.getByRole("heading", { name: p.notFoundTitle })).toBeVisible();
  const write = await viewer.request.post(`/api/client/children/${child.id}/growth`, { data: { weight: 9.2 }, headers: SAME_ORIGIN });
  expect(write.status()).toBe(403);

  // The viewer leaves; the owner's list of members is back to the owner alone.
  await viewer.goto(`/children/${child.id}/members`);
  await viewer.getByText(s.leave, { exact: true }).click();
  await viewer.getByRole("button", { name: s.leaveYes }).click();
  await expect(viewer).toHaveURL(/\/children\/new$/);
  await owner.goto(`/children/${child.id}/members`);
  await expect(owner.locator("[data-member]")).toHaveCount(1);

  // An invitation the owner revokes tells whoever opens it so, and cannot be accepted.
  const second = await owner.request.post(`/api/client/children/${child.id}/invitations`, { data: { role: "caregiver" }, headers: SAME_ORIGIN });
  const { token } = (await second.json()) as { token: string };
  await owner.reload();
  await owner.getByRole("button", { name: fill(s.revokeName, { role: s.roles.caregiver }) }).click();
  await expect(owner.getByText(s.noInvitations)).toBeVisible();
  await viewer.goto(`/invite/${token}`);
  await expect(viewer.getByText(s.status.revoked)).toBeVisible();
  await expect(viewer.getByRole("button", { name: s.accept })).toHaveCount(0);
  expect((await viewer.request.post("/api/client/invitations/accept", { data: { token }, headers: SAME_ORIGIN })).status()).toBe(409);

  // Declining an open one: said so at once, and the link says so afterwards.
  const third = await owner.request.post(`/api/client/children/${child.id}/invitations`, { data: { role: "viewer" }, headers: SAME_ORIGIN });
  const { token: declinedToken } = (await third.json()) as { token: string };
  await viewer.goto(`/invite/${declinedToken}`);
  await viewer.getByRole("button", { name: s.decline }).click();
  await expect(viewer.getByText(s.declined)).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByText(s.status.declined)).toBeVisible();
  await owner.reload();
  await expect(owner.getByText(s.noInvitations)).toBeVisible();

  await owner.context().close();
  await viewer.context().close();
});
