// A child plays with no signal (issue 17): today's quiz opens from the phone's cache, is played
// to the end, and its start and completion are recorded once, with the device's times, when the
// connection returns.
import { expect, test } from "@playwright/test";
import { addChild, addChildWithGameToday, catalogue, fitsAge, monthsAgo, openActivity, signUpSignedIn, SAME_ORIGIN } from "./parents-helpers";
import { expectCached, openUnderWorker } from "./offline-helpers";

test("a quiz played offline to the end is recorded once when the phone is back online", async ({ page, context }) => {
  await signUpSignedIn(page);
  await addChildWithGameToday(page, { name: "Aziz", birthDate: monthsAgo(48), gender: "male" });
  await openUnderWorker(page, "/today");

  // An interactive activity of today's plan (its title in the catalogue tells which).
  const interactive = new Map(catalogue().filter((a) => a.type === "interactive" && a.content.rounds?.length).map((a) => [a.title, a]));
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  let quiz = null;
  let href = "";
  for (const card of await cards.all()) {
    const text = (await card.textContent()) ?? "";
    const match = [...interactive.keys()].find((title) => text.includes(title));
    if (match) {
      quiz = interactive.get(match)!;
      href = (await card.getByRole("link").first().getAttribute("href"))!;
      break;
    }
  }
  expect(quiz, "today's plan holds an interactive activity").toBeTruthy();
  const activityId = href.split("/").pop()!;
  await expectCached(page, "pages", href);

  await context.setOffline(true);
  await page.getByRole("link").filter({ has: page.getByText(quiz!.title, { exact: true }) }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: quiz!.title })).toBeVisible();
  const rounds = quiz!.content.rounds!;
  for (let i = 0; i < rounds.length; i++) {
    const question = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();
    const round = rounds.find((r) => r.question === question)!;
    expect(round, `round "${question}"`).toBeTruthy();
    await page.getByRole("button", { name: round.options.find((o) => o.value === round.answer)!.label, exact: true }).click();
    await page.getByRole("button", { name: i + 1 < rounds.length ? "Keyingisi →" : "Natijani ko'rish →" }).click();
  }
  await expect(page.getByRole("heading", { name: "O'yin tugadi!" })).toBeVisible();
  // All right at the first try: three stars and praise for the child (the percentage is the parent's, folded).
  await expect(page.getByRole("img", { name: "3 yulduzdan 3 tasi" })).toBeVisible();
  await expect(page.getByText("Zo'r! Juda yaxshi o'ynading!")).toBeVisible();
  await expect(page.getByText("Internet yo'q: natija shu telefonda saqlandi va internet paydo bo'lganda yoziladi.")).toBeVisible();
  const finishedOffline = Date.now();

  await context.setOffline(false);
  await expect(page.getByText("Natija saqlandi.")).toBeVisible({ timeout: 30_000 });

  // Recorded: completed today, with the offline score and the phone's own time of completion.
  const dashboard = (await (await page.request.get("/api/client/activities/dashboard")).json()) as { id: string; status: string }[];
  expect(dashboard.find((a) => a.id === activityId)?.status).toBe("completed");
  // Once: a retried completion finds no other open attempt to close and answers with ours.
  const stored = await (await page.request.post(`/api/client/activities/complete/${activityId}`, { data: {}, headers: SAME_ORIGIN })).json();
  expect(stored).toMatchObject({ status: "completed", score: 100 });
  expect(Date.parse(stored.completedAt)).toBeLessThanOrEqual(finishedOffline);
});

// The page's outbox flusher and the player both send the outbox, one at a time (a Web Lock). When
// the flusher holds the lock as the player's start is queued, the flusher sends the start and the
// player's own flush finds nothing left: the player must still show the activity as started.
// The browser is made to lose that race every time: the player's wait for the lock (the one
// request without `ifAvailable`) is held until the flusher has started (it loads after the page,
// so a quick tap can come first), then fires the window's `online` event, whose handler (the
// flusher) asks for the lock at once and so is granted it before the player.
test("an activity's start sent by the page's outbox flusher shows as started", async ({ page }) => {
  await page.addInitScript(() => {
    const locks = navigator.locks;
    const request = locks.request.bind(locks) as (...args: unknown[]) => Promise<unknown>;
    const log: string[] = [];
    (window as unknown as { lockLog: string[] }).lockLog = log;
    let flusherStarted = false;
    locks.request = ((name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
      const outbox = name === "oila-dala-outbox" && typeof options === "object";
      if (!outbox || options.ifAvailable) {
        if (outbox) flusherStarted = true;
        return request(name, options, (lock: Lock | null) => {
          if (lock && outbox) log.push("flusher");
          return (callback as (lock: Lock | null) => unknown)(lock);
        });
      }
      return (async () => {
        for (let waited = 0; !flusherStarted && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
        window.dispatchEvent(new Event("online"));
        return request(name, options, (lock: Lock | null) => {
          log.push("player");
          return callback(lock);
        });
      })();
    }) as LockManager["request"];
  });
  await signUpSignedIn(page);
  await addChild(page, { name: "Aziz", birthDate: monthsAgo(48), gender: "male" });
  const starts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/client/activities/start/")) starts.push(request.url());
  });
  const quiz = catalogue().find((a) => a.type === "interactive" && a.content.gameType === "quiz" && fitsAge(a, 48))!;
  await openActivity(page, quiz);

  await expect(page.getByText("Boshlangan")).toBeVisible();
  // The race happened as intended: the flusher held the lock just before the player got it.
  const log = await page.evaluate(() => (window as unknown as { lockLog: string[] }).lockLog);
  const player = log.indexOf("player");
  expect(player, log.join(", ")).toBeGreaterThan(0);
  expect(log[player - 1], log.join(", ")).toBe("flusher");
  expect(starts).toHaveLength(1);
});
