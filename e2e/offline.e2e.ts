import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE_URL, browserForFile, controllingWorker, register } from "./fixtures";

// Issue #23, "Done when": the app loaded once, the network goes off, the app is opened again without it (the
// service worker's shell with the last synced week), a whole workout runs through the player (sets logged, a timed
// set, the rest setting) and is finished: it waits on the device ("1 workout waiting to sync") while the server has
// nothing; the network comes back, the queue is sent, and the server's history has the workout exactly once, also
// after a reload (ADR 0052).

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
}
interface ApiHistoryPage {
  items: {
    workoutId: string;
    exercises: { name: string; loggedSets?: { reps: number | null; completedAt?: string }[] }[];
  }[];
}

/** What the server holds, asked outside the page (Playwright's own client: the page's network may be off). */
async function serverHistory(page: Page): Promise<ApiHistoryPage["items"]> {
  const response = await page.request.get(`${BASE_URL}/api/history`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ApiHistoryPage).items;
}

/** The offline copy the page keeps in IndexedDB (lib/offline/snapshot.ts), as the service worker will read it. */
function storedWorkoutNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("custom-fit-offline");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("kv")) return resolve([]);
          const get = db.transaction("kv").objectStore("kv").get("snapshot");
          get.onsuccess = () => {
            db.close();
            const queries = (get.result?.queries ?? []) as { queryKey: string[]; data: unknown }[];
            const workouts = queries.find((q) => q.queryKey[0] === "workouts")?.data as
              | ApiWorkout[]
              | undefined;
            resolve((workouts ?? []).map((w) => w.name));
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}

describe("a workout without a network", () => {
  it("runs, waits on the device and reaches the server's history once when the network is back", async () => {
    const page = await browser.newPage({ isMobile: true, viewport: { width: 390, height: 844 } });
    await register(page, "Basil Basement");
    const origin = { Origin: BASE_URL };
    const plan = await page.request.post(`${BASE_URL}/api/plan`, { data: {}, headers: origin });
    expect(plan.status()).toBe(201);
    const workout = ((await plan.json()) as { workouts: ApiWorkout[] }).workouts[0]!;
    const exercises = [
      { name: "Goblet Squat", sets: 2, reps: "8", notes: "" },
      { name: "Plank", sets: 1, reps: "2 sec", notes: "" },
    ];
    const patched = await page.request.patch(`${BASE_URL}/api/workouts/${workout.id}`, {
      data: { name: "Basement session", exercises },
      headers: origin,
    });
    expect(patched.status()).toBe(200);

    // Online once: the week is shown, the worker takes the page and the copy is written.
    await page.goto(`${BASE_URL}/dashboard`);
    await expect.poll(() => page.getByText("Basement session").first().isVisible()).toBe(true);
    await controllingWorker(page);
    await expect.poll(() => storedWorkoutNames(page)).toContain("Basement session");

    // The network goes: requests that the app still makes (the notification stream) fail, as they should.
    browser.expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(true);
    // Opened again without a network at the installed app's start page: the worker's shell with the last synced
    // week in it, signed in.
    const offlinePage = await page.goto(`${BASE_URL}/dashboard`);
    expect(offlinePage?.fromServiceWorker()).toBe(true);
    expect(await offlinePage?.text()).toContain('id="custom-fit-offline-queries"');
    await expect
      .poll(() => page.getByText(/You're offline. This is your last synced week/).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("Basement session").first().isVisible()).toBe(true);
    // The schedule and the workouts, within the app: their code is precached, their data restored.
    const nav = page.getByRole("navigation", { name: "Quick links" });
    await nav.getByRole("link", { name: "Schedule" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Schedule", level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
    await nav.getByRole("link", { name: "Workouts" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Basement session" }).isVisible()).toBe(true);
    // What needs the server says so instead of failing.
    expect(await page.getByRole("button", { name: "Generate new plan" }).isDisabled()).toBe(true);
    expect(await page.getByText(/You're offline. This needs a connection/).count()).toBeGreaterThan(0);

    // The whole workout in the player: reps and weight logged, a timed set counted down.
    await page.getByRole("button", { name: "Start Basement session" }).click();
    const player = page.getByRole("dialog");
    await player.getByLabel("Rest between sets").selectOption("0");
    await player.getByLabel(/^Weight/).fill("16");
    await player.getByRole("button", { name: "Done: next" }).click();
    await player.getByRole("button", { name: "Done: next" }).click();
    await player.getByRole("button", { name: "Start timer" }).click();
    await expect.poll(() => player.getByRole("heading", { name: "Workout done!" }).isVisible()).toBe(true);
    await player.getByLabel("Notes (optional)").fill("No signal down here");
    await player.getByRole("button", { name: "Save to history" }).click();
    await expect.poll(() => page.getByText("Basement session saved on this device").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("1 workout waiting to sync").isVisible()).toBe(true);
    // Done, to the user: off the schedule. The server has nothing yet.
    expect(await page.getByRole("heading", { name: "Basement session" }).count()).toBe(0);
    expect(await serverHistory(page)).toEqual([]);

    // The network is back: sent once, and the page says so.
    await page.context().setOffline(false);
    await expect.poll(() => page.getByText("1 finished workout synced").isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/waiting to sync/).count()).toBe(0);
    const history = await serverHistory(page);
    expect(history.map((item) => item.workoutId)).toEqual([workout.id]);
    expect(history[0]!.exercises.map((e) => [e.name, e.loggedSets?.length])).toEqual([
      ["Goblet Squat", 2],
      ["Plank", 1],
    ]);
    // Each set kept when it was ticked while offline (ADR 0098).
    const times = history[0]!.exercises.flatMap((e) => e.loggedSets ?? []).map((set) => set.completedAt);
    expect(times.every((time) => typeof time === "string")).toBe(true);

    // A reload sends nothing again.
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole("heading", { name: /Workouts/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.waitForTimeout(1500);
    expect((await serverHistory(page)).map((item) => item.workoutId)).toEqual([workout.id]);
  });
});
