import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startAppServer } from "./app-server";
import {
  BASE_URL,
  browserForFile,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  controllingWorker,
  register,
} from "./fixtures";

// Issue #23 (installable): the manifest and the service worker meet Chromium's installability criteria, the worker
// controls the signed-in pages and answers navigations, its files are revalidated on every visit, the landing page
// registers nothing, and a Web Push message reaches the built worker's handlers (ADR 0045, ADR 0052).

const browser = browserForFile();

describe("the installable app", () => {
  it("meets Chromium's installability criteria once signed in, with a worker that controls the page", async () => {
    // A profile on disk: Chromium never offers to install from an off-the-record context (newContext's kind).
    const profile = mkdtempSync(path.join(tmpdir(), "custom-fit-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: BASE_URL,
      timezoneId: "Europe/Madrid",
      locale: "en-US",
    });
    const errors: string[] = [];
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().includes("401")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await installableChecks(page);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    expect(errors, "the browser logged errors").toEqual([]);
  });

  async function installableChecks(page: Page) {
    await register(page, "Ines Install");
    expect(await controllingWorker(page)).toBe(`${BASE_URL}/sw.js`);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? "{}") as {
      start_url: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(parsed.start_url).toBe("/dashboard");
    expect(parsed.display).toBe("standalone");
    expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    // Both colour schemes have their theme colour.
    expect(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("media"))),
    ).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]);
    // Navigations go through the worker (its fetch handler), and still get the server's page with its data.
    const response = await page.goto(`${BASE_URL}/dashboard`);
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    // Taken by the app, as without a worker: at its first read, which may come after the load event (ADR 0065).
    await expect.poll(() => page.locator("#custom-fit-first-reads").count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: /Ines/ }).first().isVisible()).toBe(true);
  }

  it("sends the worker, the manifest and the offline shell revalidated, under the same CSP", async () => {
    const page = await browser.newPage();
    for (const file of ["/sw.js", "/manifest.webmanifest", "/shell.html"]) {
      const response = await page.request.get(`${BASE_URL}${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe("no-cache");
      expect(response.headers()["content-security-policy"], file).toContain("default-src 'self'");
    }
    const shell = await (await page.request.get(`${BASE_URL}/shell.html`)).text();
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(shell).not.toContain("custom-fit-session"); // the built file: no visitor's hint, no reads
  });

  it("registers no service worker on the landing page (not on a public page's first load)", async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500); // past the idle moment when a signed-in page registers it
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );
  });

  it("shows a Web Push message with the built worker's handlers, with the page to open", async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(["notifications"], { origin: BASE_URL });
    await register(page, "Pia Push");
    await controllingWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const payload = {
      title: "Workout reminder",
      body: "Legs at 18:00",
      url: "/workouts?start=w1",
      tag: "n1",
    };
    const id = await registrationId;
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          data: n.data,
        }));
      });
    // Delivered again until it shows (a busy machine may start the worker late); the tag keeps it one notification.
    await expect
      .poll(async () => {
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: BASE_URL,
          registrationId: id,
          data: JSON.stringify(payload),
        });
        await page.waitForTimeout(500);
        return shown();
      })
      .toEqual([{ title: "Workout reminder", tag: "n1", data: { url: `${BASE_URL}/workouts?start=w1` } }]);
  });

  it("offers a new version after a deploy, and takes it on Reload", async () => {
    // A server of its own on a copy of the build, so that "deploying" changes only that copy's worker.
    const root = path.resolve(import.meta.dirname, "..");
    const dist = mkdtempSync(path.join(tmpdir(), "custom-fit-deploy-"));
    cpSync(path.join(root, process.env.DIST_DIR ?? "dist"), dist, { recursive: true });
    const server = await startAppServer({ name: "deploy", env: { DIST_DIR: dist } });
    let opened: Page | undefined;
    try {
      const page = await browser.newPage({ baseURL: server.baseUrl });
      opened = page;
      await register(page, "Uma Update");
      await controllingWorker(page);
      const loadedAt = await page.evaluate(() => performance.timeOrigin);
      // The deploy: a new worker script (what a new build's precache list does to it).
      appendFileSync(path.join(dist, "sw.js"), "\n// the next version\n");
      await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.update()));
      const toast = page.getByText("A new version of Custom Fit is available.");
      await expect.poll(() => toast.isVisible()).toBe(true);
      // Nothing reloads by itself (a workout in progress would be lost).
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
      await page.getByRole("button", { name: "Reload" }).click();
      await expect.poll(() => page.evaluate(() => performance.timeOrigin)).not.toBe(loadedAt);
      await controllingWorker(page);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return { waiting: registration.waiting, active: registration.active?.state };
        }),
      ).toEqual({ waiting: null, active: "activated" });
    } finally {
      // Closed before its server stops: the page's notification stream would log the refused reconnections.
      await opened?.context().close();
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
