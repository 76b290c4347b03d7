import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  browserForFile,
  DESKTOP,
  MOBILE,
  PASSWORD,
  SAMPLE_PREFERENCES,
  uniqueEmail,
} from "./fixtures";

// "Not on the 24th" (issue 34 §1, ADR 0073): a typed-in weekly event skips one date from the week grid, and the
// dialog that does it, in light and dark, English and Spanish, at 1280 and 390 px.

const browser = browserForFile();
const ORIGIN = { Origin: new URL(BASE_URL).origin };
const SHOTS = "/tmp/shots-caltz";
mkdirSync(SHOTS, { recursive: true });

async function send(page: Page, method: "post" | "put" | "patch", path: string, data: unknown) {
  const response = await page.request[method](path, { data, headers: ORIGIN });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
}

type Stored = { id: string; name: string; day: string; skipDates?: string[] };
async function events(page: Page): Promise<Stored[]> {
  const response = await page.request.get("/api/events", { headers: ORIGIN });
  return (await response.json()) as Stored[];
}

/** The Monday `weeks` weeks after this one (UTC; the grid's week parameter moves any date to its Monday). */
function mondayAfter(weeks: number): string {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7 * weeks);
  return monday.toISOString().slice(0, 10);
}

const BLOCK = 'button[title="09:00–09:30 Team standup"]';

describe("skipping one date of a weekly event", () => {
  it("skips one Monday from the week grid, keeps the others, at 1280 and 390 px; the dialog in both themes and languages", async () => {
    const page = await browser.newPage();
    await send(page, "post", "/api/auth/sign-up/email", {
      name: "Sky Skip",
      email: uniqueEmail("skip"),
      password: PASSWORD,
    });
    await send(page, "put", "/api/preferences", {
      ...SAMPLE_PREFERENCES,
      schedule: [
        { name: "Team standup", day: "Monday", startTime: "09:00", endTime: "09:30", isRecurring: true },
      ],
    });
    const cookies = await page.context().cookies();

    // The dialog as it looks: light and dark, English and Spanish, both widths (screenshots to look at).
    const shotWeek = mondayAfter(5);
    for (const language of ["en", "es"] as const) {
      await send(page, "patch", "/api/settings", { language });
      for (const scheme of ["light", "dark"] as const) {
        for (const [label, viewport] of [
          ["1280", DESKTOP],
          ["390", MOBILE],
        ] as const) {
          const view = await browser.newPage({
            viewport,
            colorScheme: scheme,
            isMobile: viewport === MOBILE,
          });
          await view.context().addCookies(cookies);
          await view.goto(`/schedule?week=${shotWeek}`);
          await view.locator(BLOCK).first().click();
          const skip = view
            .getByRole("dialog")
            .getByRole("button", { name: language === "en" ? /^Skip .* only$/ : /^Saltar solo el / });
          await expect.poll(() => skip.isVisible()).toBe(true);
          await view.screenshot({ path: `${SHOTS}/skip-dialog-${label}-${scheme}-${language}.png` });
          await view.close();
        }
      }
    }
    await send(page, "patch", "/api/settings", { language: "en" });

    for (const [weeks, viewport] of [
      [1, DESKTOP],
      [2, MOBILE],
    ] as const) {
      const monday = mondayAfter(weeks);
      const view = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
      await view.context().addCookies(cookies);
      await view.goto(`/schedule?week=${monday}`);
      await view.locator(BLOCK).first().click();
      await view
        .getByRole("dialog")
        .getByRole("button", { name: /^Skip .* only$/ })
        .click();
      // Stored on the one event, that date only; the week grid no longer draws it, the next week still does.
      await expect
        .poll(async () => (await events(page)).map((e) => e.skipDates ?? []))
        .toEqual([weeks === 1 ? [monday] : [mondayAfter(1), monday]]);
      await expect.poll(() => view.locator(BLOCK).count()).toBe(0);
      await view.goto(`/schedule?week=${mondayAfter(weeks + 1)}`);
      await expect.poll(() => view.locator(BLOCK).count()).toBe(1);
      // The skipped date is listed in the dialog, and can be put back there.
      await view.goto(`/schedule?week=${mondayAfter(weeks + 1)}`);
      await view.locator(BLOCK).first().click();
      await expect
        .poll(() => view.getByRole("dialog").getByText("Skipped dates (tap to put back)").isVisible())
        .toBe(true);
      await view.screenshot({ path: `${SHOTS}/skipped-list-${viewport.width}-light-en.png` });
      await view.close();
    }
    expect((await events(page)).map((e) => e.name)).toEqual(["Team standup"]);
  });
});
