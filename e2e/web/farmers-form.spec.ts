// The soil form as a farmer uses it on a phone, against the production build with the rules
// estimator (no API key): four steps, two photos compressed in the browser, the report; and
// nothing typed lost on a validation error, a server error, a step change or a reload.
import { expect, test } from "@playwright/test";
import { DISCLAIMER_UZ, dryPhoto, expectAccessible, screenshot, signUpSignedIn, watchCsp, wetPhoto, signUpWithSession } from "../fixtures/farmers-helpers";

test("a farmer fills the form in four steps with two photos and reads the report", async ({ page }) => {
  // The longest journey of the suite (four steps, two photos compressed in the browser, axe and
  // screenshots): it ran out of the default 60 s on a busy 2-core machine.
  test.slow();
  const csp = watchCsp(page);
  await signUpWithSession(page);
  // No field yet: the soil section opens on the form.
  await page.goto("/soil");
  await expect(page).toHaveURL(/\/soil\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Yangi tuproq tahlili" })).toBeVisible();
  await expect(page.getByText("1-qadam, jami 4")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "form-step-1");

  await page.getByLabel("Dala nomi").fill("Katta dala");
  await page.getByLabel("Viloyat").selectOption({ label: "Samarqand viloyati" });
  await page.getByLabel("Maydoni, ga").fill("3,5");
  await page.getByRole("button", { name: "Keyingi" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Ekinlar va sug'orish" })).toBeVisible();
  const first = page.getByRole("group", { name: "1-ekin" });
  await first.getByLabel("Ekin", { exact: true }).fill("paxta");
  await first.getByLabel("Hosil", { exact: true }).selectOption({ label: "O'rtacha" });
  const second = page.getByRole("group", { name: "2-ekin" });
  await second.getByLabel("Ekin", { exact: true }).fill("kuzgi bug'doy");
  await second.getByLabel("Hosil", { exact: true }).selectOption({ label: "Past" });
  await page.getByRole("button", { name: "O'chirish: 3-ekin" }).click();
  await expect(page.getByRole("group", { name: "3-ekin" })).toHaveCount(0);
  await page.getByLabel("Ariqqa (egatlab)").check();
  await expectAccessible(page);
  await screenshot(page, "form-step-2");
  await page.getByRole("button", { name: "Keyingi" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Kuzatuvlar va tahlil natijalari" })).toBeVisible();
  const observations = page.getByLabel("Tuproq haqida kuzatuvlaringiz");
  await observations.fill("Bahorda yer yuzi yorilib ketadi");
  await page.getByLabel("Sug'orishdan keyin tuproq qotib qoladi").check();
  await expect(observations).toHaveValue("Bahorda yer yuzi yorilib ketadi. Sug'orishdan keyin tuproq qotib qoladi.");
  await page.getByLabel("Menda laboratoriya tahlili natijalari bor").check();
  await page.getByLabel("pH", { exact: true }).fill("8,1");
  await page.getByLabel("Gumus, %").fill("0,9");
  // An EC reading needs its method: the form asks for it before going on.
  await page.getByLabel("Elektr o'tkazuvchanlik (EC), dS/m").fill("0,9");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByText("EC qaysi usulda o'lchanganini tanlang.")).toBeVisible();
  await page.getByLabel("EC qanday o'lchangan").selectOption({ label: "1:5 suvli aralashma (EC1:5)" });
  await page.getByLabel("Rangi").selectOption({ label: "Och kulrang" });
  await expectAccessible(page);
  await screenshot(page, "form-step-3");
  await page.getByRole("button", { name: "Keyingi" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Rasmlar va yuborish" })).toBeVisible();
  const photos = [await dryPhoto(), await wetPhoto()];
  const extra = await dryPhoto();
  await page.getByLabel("Galereyadan tanlash").setInputFiles([photos[0], extra]);
  await page.getByLabel("Suratga olish").setInputFiles(photos[1]);
  await expect(page.getByText("Rasmlar: 3 / 6")).toBeVisible();
  await page.getByRole("button", { name: "O'chirish: 2-rasm" }).click();
  await expect(page.getByText("Rasmlar: 2 / 6")).toBeVisible();
  await expect(page.getByRole("img", { name: "2-rasm" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "form-step-4");

  // The photos leave the phone compressed (~1600 px JPEG), far smaller than the originals.
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/soil/analyze") && request.method() === "POST");
  await page.getByRole("button", { name: "Tahlilga yuborish" }).click();
  const bodySize = Number((await (await sent).allHeaders())["content-length"]);
  expect(bodySize).toBeGreaterThan(0);
  expect(bodySize).toBeLessThan((photos[0].buffer.length + photos[1].buffer.length) / 2);

  await expect(page).toHaveURL(/\/soil\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tuproq hisoboti" })).toBeVisible();
  await expect(page.getByText(/^Katta dala · /)).toBeVisible();
  await expect(page.getByText(DISCLAIMER_UZ)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tuproq tavsifi" })).toBeVisible();
  // Lab pH 8.1 was used: it says so in words, on the acid-neutral-alkaline scale.
  await expect(page.getByText("8,1", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tuproq tavsifi" }).getByText("aniq: laboratoriyadan").first()).toBeVisible();
  await expect(page.getByText("pH 8,1: ishqoriy tuproq")).toBeVisible();
  // Who worked it out sits in the details.
  await page.getByText("Batafsil").click();
  await expect(page.getByText("Kim hisobladi: Qoidalar asosida hisoblangan taxmin")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aniqlangan muammolar" })).toBeVisible();
  await expect(page.getByText("Tuproq zichlashgan").first()).toBeVisible();
  // EC1:5 0.9 reached the analysis with its method: ECe about 5.8, moderately saline, approximate.
  await expect(page.getByText(/o'rtacha sho'rlangan \(EC 1:5 ko'rsatkichidan taxminan hisoblangan\)/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nima qilish kerak" })).toBeVisible();
  const cropBars = page.getByRole("region", { name: "Mos ekinlar" }).getByRole("progressbar");
  expect(await cropBars.count()).toBeGreaterThan(0);
  await expect(page.getByRole("img", { name: "Tuproq rasmi 1" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Tuproq rasmi 2" })).toBeVisible();
  // Served back by the photo route to their owner: 2400 px -> 1600 (browser) -> 1024 (server).
  for (const name of ["Tuproq rasmi 1", "Tuproq rasmi 2"]) {
    const image = page.getByRole("img", { name });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1024);
  }
  await expectAccessible(page);
  await screenshot(page, "report");

  // Print: the site header, menu and buttons stay off the paper; the disclaimer stays on it.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Asosiy menyu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Chop etish" })).toBeHidden();
  await expect(page.getByText(DISCLAIMER_UZ)).toBeVisible();
  await screenshot(page, "report-print");
  await page.emulateMedia({ media: "screen" });

  // The landing now lists the field with its last report; the draft is gone after success.
  await page.goto("/soil");
  await expect(page.getByRole("heading", { level: 1, name: "Dalalarim" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Katta dala" })).toBeVisible();
  await expect(page.getByText("Hisobotlar: 1", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "landing");
  await page.getByRole("link", { name: "Yangi tahlil" }).click();
  await expect(page.getByLabel("Dala nomi")).toHaveValue("");
  await expect(page.getByText("Oldin kiritgan ma'lumotlaringiz tiklandi.")).toHaveCount(0);
  expect(csp).toEqual([]);
});

test("a validation error, a step change and a reload keep everything typed", async ({ page }) => {
  await signUpWithSession(page);
  await page.goto("/soil/new");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Belgilangan maydonlarni tuzating." })).toBeVisible();
  await expect(page.locator("#field-fieldName-error")).toHaveText("Dala nomini yozing.");
  await expect(page.locator("#field-location-error")).toBeVisible();
  await expect(page.locator("#field-area-error")).toBeVisible();
  await expect(page.getByLabel("Dala nomi")).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, "form-errors");

  await page.getByLabel("Dala nomi").fill("Tepalikdagi dala");
  // No permission for the location here: the page says so and points to the region list.
  await page.getByRole("button", { name: "Joylashuvimni aniqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Viloyatni ro'yxatdan tanlang." })).toBeVisible();
  // An error disappears as soon as its field is edited; the others stay.
  await expect(page.locator("#field-fieldName-error")).toHaveCount(0);
  await expect(page.locator("#field-area-error")).toBeVisible();
  await page.getByLabel("Viloyat").selectOption({ label: "Farg'ona viloyati" });
  await page.getByLabel("Maydoni, ga").fill("0");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.locator("#field-area-error")).toHaveText("Maydonni gektarda kiriting: 0 dan katta, 10 000 gacha.");
  await page.getByLabel("Maydoni, ga").fill("1,2");
  await page.getByRole("button", { name: "Keyingi" }).click();

  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.locator("#field-crops\\.0\\.crop-error")).toHaveText("Kamida bitta ekinni yozing.");
  await expect(page.locator("#field-irrigation-error")).toHaveText("Sug'orish turini tanlang.");
  await page.getByRole("group", { name: "1-ekin" }).getByLabel("Ekin", { exact: true }).fill("sholi");
  await page.getByLabel("Tomchilatib").check();

  // Back to step 1 with the step indicator, then forward again: nothing is lost.
  await page.getByRole("button", { name: "1. Dala" }).click();
  await expect(page.getByLabel("Dala nomi")).toHaveValue("Tepalikdagi dala");
  await expect(page.getByLabel("Maydoni, ga")).toHaveValue("1,2");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("group", { name: "1-ekin" }).getByLabel("Ekin", { exact: true })).toHaveValue("sholi");
  await expect(page.getByLabel("Tomchilatib")).toBeChecked();

  // A reload (or a phone that dropped the tab) restores the draft from this device.
  await page.reload();
  await expect(page.getByText("Oldin kiritgan ma'lumotlaringiz tiklandi.")).toBeVisible();
  await expect(page.getByLabel("Dala nomi")).toHaveValue("Tepalikdagi dala");
  await expect(page.getByLabel("Viloyat")).toHaveValue("UZ-FA");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("group", { name: "1-ekin" }).getByLabel("Ekin", { exact: true })).toHaveValue("sholi");

  // The API's 400 problem is mapped onto the form's fields (here faked: the client's own
  // checks stop every mistake the server would see), and the form goes to that field's step.
  await page.route("**/api/soil/analyze", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/problem+json",
      body: JSON.stringify({ status: 400, code: "validation_failed", errors: [{ path: "area", message: "Too big" }, { path: "lastCrops.0.crop", message: "x" }] }),
    }),
  );
  await page.getByRole("button", { name: "Keyingi" }).click();
  await page.getByRole("button", { name: "Keyingi" }).click();
  await page.getByRole("button", { name: "Tahlilga yuborish" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Dala va joylashuv" })).toBeVisible();
  await expect(page.locator("#field-area-error")).toHaveText("Maydonni gektarda kiriting: 0 dan katta, 10 000 gacha.");
  await expect(page.getByLabel("Maydoni, ga")).toBeFocused();
  await expect(page.getByLabel("Dala nomi")).toHaveValue("Tepalikdagi dala");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.locator("#field-crops\\.0\\.crop-error")).toHaveText("Ekin nomini yozing.");
});

test("the later steps' code loads at the farmer's first touch, not with the page", async ({ page }) => {
  // Fetched with the page, they slowed its load on a phone (docs/performance.md). Scripts the
  // page asks for only once a field is focused cannot have been loaded before.
  await signUpSignedIn(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/soil/new");
  await expect(page.getByText("1-qadam, jami 4")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const withPage = new Set(scripts);
  await page.getByLabel("Dala nomi").focus();
  await expect.poll(() => scripts.filter((url) => !withPage.has(url)).length).toBeGreaterThanOrEqual(1);
  // And they work: step 2 renders once step 1 is filled.
  await page.getByLabel("Dala nomi").fill("Yangi dala");
  await page.getByLabel("Viloyat").selectOption({ label: "Samarqand viloyati" });
  await page.getByLabel("Maydoni, ga").fill("2");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Ekinlar va sug'orish" })).toBeVisible();
});

test("step 1 of the form is in the server's HTML, and stays disabled until its script has read the draft", async ({ page, browser }) => {
  // The form's text is painted before any script runs (docs/performance.md: its LCP no longer
  // waits for the JavaScript). A browser with JavaScript off shows exactly what the server sent.
  await signUpSignedIn(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const bare = await noScript.newPage();
    await bare.goto(new URL("/soil/new", page.url()).href);
    await expect(bare.getByRole("heading", { level: 1, name: "Yangi tuproq tahlili" })).toBeVisible();
    await expect(bare.getByText("1-qadam, jami 4")).toBeVisible();
    await expect(bare.getByRole("heading", { level: 2, name: "Dala va joylashuv" })).toBeVisible();
    await expect(bare.getByRole("navigation", { name: "Qadamlar" })).toBeVisible();
    // The fields with their labels, but nothing typed before hydration could be lost or sent.
    for (const label of ["Dala nomi", "Viloyat", "Maydoni, ga"]) await expect(bare.getByLabel(label)).toBeDisabled();
    await expect(bare.getByRole("button", { name: "Keyingi" })).toBeDisabled();
  } finally {
    await noScript.close();
  }
  // With its script the same page enables the form once the draft is read.
  await page.goto("/soil/new");
  await expect(page.getByLabel("Dala nomi")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Keyingi" })).toBeEnabled();
});
