import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  BASE_URL,
  browserForFile,
  controllingWorker,
  createUserOutsideBrowser,
  PASSWORD,
  register,
} from "./fixtures";

// Issue #31, item 10 (ADR 0061): a session ended on the server while a page was open (here from another device, with
// "sign out everywhere else") must not leave its user's week on the device. The page's next request answers 401:
// the page goes to the sign-in page, the offline copy is deleted from IndexedDB, and a start without a network
// shows nothing of that user's. The workout they finished offline stays on the device, unsent, and goes to the
// server when the same user signs in again.

const browser = browserForFile();

interface ApiWorkout {
  id: string;
  name: string;
}

/** The keys stored in one of the app's IndexedDB databases with their values (lib/offline/idb.ts). */
function idbContents(page: Page, name: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const open = indexedDB.open(name);
        // Absent: read as empty, and not created (an empty database without the app's store would break its opens).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("kv")) {
            db.close();
            return resolve({});
          }
          const store = db.transaction("kv").objectStore("kv");
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]])));
          };
        };
        open.onerror = () => resolve({});
      }),
    name,
  );
}

/** Signs in outside the browser, as another device would; answers the session cookie. */
async function signInElsewhere(email: string): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE_URL },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A workout finished offline, as the player queues it (lib/offline/outbox.ts), written straight into IndexedDB. */
function queueOnDevice(page: Page, owner: string, workoutId: string): Promise<void> {
  return page.evaluate(
    ({ owner, workoutId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("custom-fit-outbox", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("kv");
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("kv", "readwrite");
          const entry = {
            id: `${workoutId}@1`,
            owner,
            workoutId,
            workoutName: "Rooftop session",
            body: { completedAt: new Date().toISOString(), notes: "Finished without signal" },
            queuedAt: 1,
          };
          tx.objectStore("kv").put([entry], "outbox");
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { owner, workoutId },
  );
}

/** "Sign out everywhere else" from another device; answers that device's session cookie. */
async function revokeOtherSessions(email: string): Promise<string> {
  const elsewhere = await signInElsewhere(email);
  const revoke = await fetch(`${BASE_URL}/api/auth/revoke-other-sessions`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE_URL, cookie: elsewhere },
    body: "{}",
  });
  expect(revoke.status).toBe(200);
  return elsewhere;
}

async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /sign in|log in/i }).click();
  await page.waitForURL("**/dashboard");
}

describe("a session ended on the server", () => {
  it("takes the offline copy with it; the unsent workout waits for the same user's next sign-in", async () => {
    const page = await browser.newPage({ isMobile: true, viewport: { width: 390, height: 844 } });
    const { email } = await register(page, "Rita Revoked");
    const me = await apiCall<{ user: { id: string } }>(page, "/api/me");
    const plan = await apiCall<{ workouts: ApiWorkout[] }>(page, "/api/plan", "POST", {});
    expect(plan.status).toBe(201);
    const workout = plan.json.workouts[0]!;
    expect(
      (await apiCall(page, `/api/workouts/${workout.id}`, "PATCH", { name: "Rooftop session" })).status,
    ).toBe(200);

    // Online once: the week is shown, the worker takes the page and the copy is written.
    await page.goto(`${BASE_URL}/dashboard`);
    await expect.poll(() => page.getByText("Rooftop session").first().isVisible()).toBe(true);
    await controllingWorker(page);
    await expect
      .poll(async () => JSON.stringify((await idbContents(page, "custom-fit-offline")).snapshot ?? null))
      .toContain("Rooftop session");

    // Offline, the workout is finished on the device: it waits in the queue (as the player leaves it, ADR 0052).
    browser.expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(true);
    await queueOnDevice(page, me.json.user.id, workout.id);

    // Meanwhile, on another device, the user ends every other session.
    const elsewhere = await revokeOtherSessions(email);

    // The network is back: the page's next requests answer 401, and it goes to the sign-in page.
    await page.context().setOffline(false);
    await page.waitForURL("**/login", { timeout: 15_000 });
    // The offline copy is gone; the unsent workout is still on the device, under its owner.
    await expect.poll(async () => Object.keys(await idbContents(page, "custom-fit-offline"))).toEqual([]);
    const queue = (await idbContents(page, "custom-fit-outbox")).outbox as { owner: string }[] | undefined;
    expect(queue?.map((item) => item.owner)).toEqual([me.json.user.id]);
    // The server never got it with the ended session.
    const history = await fetch(`${BASE_URL}/api/history`, { headers: { cookie: elsewhere } });
    expect(((await history.json()) as { items: unknown[] }).items).toEqual([]);

    // Opened again without a network: the worker's shell, with nothing of Rita's in it.
    await page.context().setOffline(true);
    const offline = await page.goto(`${BASE_URL}/dashboard`);
    expect(offline?.fromServiceWorker()).toBe(true);
    const html = (await offline?.text()) ?? "";
    expect(html).not.toContain("custom-fit-offline-queries");
    expect(html).not.toContain("Rita Revoked");
    await page.waitForTimeout(1500);
    expect(await page.getByText("Rooftop session").count()).toBe(0);
    expect(await page.getByText("Rita Revoked").count()).toBe(0);
    expect(await page.getByText(/last synced week/).count()).toBe(0);

    // Rita signs in again, online: the workout she finished is sent, once.
    await page.context().setOffline(false);
    await signInOnPage(page, email);

    await expect.poll(() => page.getByText("1 finished workout synced").isVisible()).toBe(true);
    const sent = await apiCall<{ items: { workoutId: string; notes?: string }[] }>(page, "/api/history");
    expect(sent.json.items.map((item) => item.workoutId)).toEqual([workout.id]);
    expect(Object.keys(await idbContents(page, "custom-fit-outbox"))).toEqual([]);
  });

  it("shows and sends nothing of the ended session's queue to the next person who signs in there", async () => {
    const bob = await createUserOutsideBrowser("Bob Borrower", "session-gone");
    const page = await browser.newPage();
    const { email } = await register(page, "Rosa Shared");
    const me = await apiCall<{ user: { id: string } }>(page, "/api/me");
    const plan = await apiCall<{ workouts: ApiWorkout[] }>(page, "/api/plan", "POST", {});
    expect(plan.status).toBe(201);
    const workout = plan.json.workouts[0]!;
    await page.goto(`${BASE_URL}/dashboard`);
    await expect.poll(() => page.getByText("Rosa Shared").first().isVisible()).toBe(true);
    // The worker registers after the page loads: offline before it has, its script fetch fails (as in the test above).
    await controllingWorker(page);
    browser.expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(true);
    await queueOnDevice(page, me.json.user.id, workout.id);
    const elsewhere = await revokeOtherSessions(email);
    await page.context().setOffline(false);
    await page.waitForURL("**/login", { timeout: 15_000 });

    // Bob signs in on the same browser: Rosa's workout is neither shown as waiting nor sent with his session.
    await signInOnPage(page, bob.email);
    await expect.poll(() => page.getByText("Bob Borrower").first().isVisible()).toBe(true);
    await expect.poll(async () => Object.keys(await idbContents(page, "custom-fit-outbox"))).toEqual([]);
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);
    const rosas = await fetch(`${BASE_URL}/api/history`, { headers: { cookie: elsewhere } });
    expect(((await rosas.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
