// Every page a signed-out visitor, a parent and a farmer can reach, at phone size (Pixel 7,
// 412 px, and a narrower 360 px phone), fails on any control a thumb cannot hit: smaller than
// 44x44 CSS px without the spacing that makes up for it (e2e/fixtures/tap-targets.ts).
import { expect, test, type Page } from "@playwright/test";
import { smallTargets } from "../fixtures/tap-targets";
import { addChild, catalogue, fitsAge, monthsAgo, openActivity, SAME_ORIGIN, signUpSignedIn } from "./parents-helpers";
import { analyzeViaApi, signUpSignedIn as signUpFarmer } from "../fixtures/farmers-helpers";

const WIDTHS = [390, 360];

async function expectThumbSized(page: Page, path: string): Promise<void> {
  const here = page.url().startsWith("http") ? new URL(page.url()) : null;
  if (!here || here.pathname + here.search !== path) await page.goto(path);
  await expect(page.locator("main")).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One layout pass at the new width before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await smallTargets(page), `${path} at ${width} px`).toEqual([]);
  }
}

test("a signed-out visitor's pages", async ({ page }) => {
  for (const path of ["/", "/login", "/register", "/privacy", "/account/deleted", "/~offline", "/invite", "/register?next=%2Finvite"]) {
    await expectThumbSized(page, path);
  }
});

test("a parent's pages", async ({ page }) => {
  test.setTimeout(180_000);
  const age = 48;
  await signUpSignedIn(page);
  const child = await addChild(page, { name: "Aziz", birthDate: monthsAgo(age), gender: "male" });
  const paths = [
    "/",
    "/today",
    "/children",
    "/children/new",
    `/children/${child.id}`,
    `/children/${child.id}/edit`,
    `/children/${child.id}/milestones`,
    `/children/${child.id}/summary`,
    `/children/${child.id}/vaccinations`,
    `/children/${child.id}/members`,
    "/invite",
    "/activities",
    "/account",
    "/account/sessions",
    "/privacy",
  ];
  for (const path of paths) await expectThumbSized(page, path);
  // With an open invitation: its line on the members page, and the invitation page itself.
  const invitation = await page.request.post(`/api/client/children/${child.id}/invitations`, { data: { role: "viewer" }, headers: SAME_ORIGIN });
  expect(invitation.status()).toBe(201);
  const { token } = (await invitation.json()) as { token: string };
  for (const path of [`/invite/${token}`, `/children/${child.id}/members`]) await expectThumbSized(page, path);
  // An activity of each kind, opened the way a parent does.
  for (const type of ["interactive", "instructional"]) {
    const activity = catalogue().find((a) => a.type === type && fitsAge(a, age))!;
    await page.setViewportSize({ width: 412, height: 915 });
    await openActivity(page, activity);
    await expectThumbSized(page, new URL(page.url()).pathname);
  }
});

test("a farmer's pages", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpFarmer(page);
  const year = new Date().getFullYear();
  const submission = {
    fieldName: "Katta dala",
    fieldId: "katta-dala",
    location: "Samarqand",
    area: 2.5,
    irrigationType: "ariqqa",
    lastCrops: [{ year: year - 1, crop: "paxta", yield: "o'rtacha" }],
    farmerObservations: "Tuproq sug'orishdan keyin qotadi.",
    labResults: { humusPercent: 1.0, phosphorusMgKg: 25, potassiumMgKg: 150 },
  };
  const first = await analyzeViaApi(page, submission);
  const second = await analyzeViaApi(page, { ...submission, labResults: { humusPercent: 1.2, phosphorusMgKg: 30, potassiumMgKg: 180 } });
  const paths = [
    "/soil",
    "/soil/new",
    "/soil/fields/katta-dala",
    "/soil/fields/katta-dala/share",
    "/soil/shared",
    `/soil/fields/katta-dala/compare?a=${first.reportId}&b=${second.reportId}`,
    `/soil/reports/${first.reportId}`,
    `/soil/reports/${first.reportId}/plan`,
    `/soil/reports/${first.reportId}/plan?crop=cotton`,
    "/account",
    "/account/sessions",
  ];
  for (const path of paths) await expectThumbSized(page, path);
});

test("the measure itself: flags a lone small link and crowded small buttons, spares a link in a sentence and a spaced one", async ({ page }) => {
  await page.setContent(`
    <main>
      <p><a href="/a">Maxfiylik</a></p>
      <p>Bu uzun gapning o'rtasida <a href="/b">havola</a> bor va u matn ichida turibdi.</p>
      <button style="width:44px;height:44px">ok</button>
      <div style="margin-top:80px"><button style="width:30px;height:30px">spaced</button></div>
      <div style="margin-top:80px;display:flex"><button style="width:30px;height:30px">x</button><button style="width:30px;height:30px">y</button></div>
      <label style="display:block;height:48px"><input type="radio" name="r"> A whole-row label</label>
    </main>`);
  const found = (await smallTargets(page)).map((target) => target.what);
  expect(found).toEqual(['a "Maxfiylik"', 'button "x"', 'button "y"']);
});
