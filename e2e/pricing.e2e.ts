import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, DESKTOP, MOBILE } from "./fixtures";

// Issue 30 §5: /pricing is a page of its own (it was the not-found page), linked from the public header, in English
// and Spanish, on a desktop and a phone. Its numbers are the server's (GET /api/billing/plans and /limits): the
// defaults of docs/architecture.md §4 in this run. Screenshots in light and dark go to .tmp/screenshots for a look.

const browser = browserForFile();
const SCREENS = ".tmp/screenshots";

const LANGUAGES = {
  en: {
    locale: "en-US",
    landing: "Your calendar is full. Your workouts still fit.",
    nav: "Site",
    link: "Pricing",
    title: "Start free. Go Pro when your week asks for more.",
    documentTitle: "Pricing · Custom Fit",
    prices: ["$4.99", "$47.99"],
    cells: {
      "AI coach": ["3 messages to try it", "Up to 100 messages a day"],
      "Live calendars": ["1 calendar, by its address", "Up to 10 calendars"],
      "Weekly plans": ["1 every 7 days", "Unlimited"],
      "Workout swaps": ["3 every 7 days", "Unlimited"],
    },
    cta: "Create my free account",
    notFound: "Page not found",
  },
  es: {
    locale: "es-ES",
    landing: "Tu agenda está llena. Tus entrenamientos también caben.",
    nav: "Sitio",
    link: "Precios",
    title: "Empieza gratis. Pásate a Pro cuando tu semana pida más.",
    documentTitle: "Precios · Custom Fit",
    prices: ["4,99 US$", "47,99 US$"],
    cells: {
      "Entrenador IA": ["3 mensajes para probarlo", "Hasta 100 mensajes al día"],
      "Calendarios en vivo": ["1 calendario, por su dirección", "Hasta 10 calendarios"],
      "Planes semanales": ["1 cada 7 días", "Ilimitados"],
      "Cambios de entrenamiento": ["3 cada 7 días", "Ilimitados"],
    },
    cta: "Crear mi cuenta gratis",
    notFound: "Página no encontrada",
  },
} as const;

/** The Free and Pro cells of the comparison row named `row`. */
async function rowCells(page: Page, row: string): Promise<string[]> {
  const cells = page.getByRole("row", { name: new RegExp(`^${row}`) }).getByRole("cell");
  return (await cells.allTextContents()).map((text) => text.trim());
}

const viewports = [
  { label: "1280", viewport: DESKTOP, isMobile: false },
  { label: "390", viewport: MOBILE, isMobile: true },
] as const;

describe("the pricing page", () => {
  for (const [language, strings] of Object.entries(LANGUAGES)) {
    for (const { label, viewport, isMobile } of viewports) {
      it(`opens from the landing page's header at ${label} px in ${language}, with the server's prices and limits`, async () => {
        const page = await browser.newPage({ viewport, isMobile, locale: strings.locale });
        await page.goto("/");
        await expect
          .poll(() => page.getByRole("heading", { level: 1, name: strings.landing }).isVisible())
          .toBe(true);

        // Opened directly, the landing page runs without the router: the header link loads /pricing from the server.
        const link = page
          .getByRole("navigation", { name: strings.nav })
          .getByRole("link", { name: strings.link });
        expect(await link.isVisible()).toBe(true);
        const [response] = await Promise.all([
          page.waitForResponse(
            (answer) =>
              new URL(answer.url()).pathname === "/pricing" && answer.request().resourceType() === "document",
          ),
          link.click(),
        ]);
        expect(response.status()).toBe(200);
        await page.waitForURL("**/pricing");

        const heading = page.getByRole("heading", { level: 1, name: strings.title });
        await expect.poll(() => heading.isVisible()).toBe(true);
        expect(await page.getByText(strings.notFound).count()).toBe(0);
        await expect.poll(() => page.title()).toBe(strings.documentTitle);
        // The header marks the page it is on.
        expect(
          await page
            .getByRole("navigation", { name: strings.nav })
            .getByRole("link", { name: strings.link })
            .getAttribute("aria-current"),
        ).toBe("page");

        for (const price of strings.prices)
          expect(await page.getByText(price, { exact: true }).first().isVisible()).toBe(true);
        // The limits come from their own request (GET /api/billing/limits), which may answer after the prices.
        for (const [row, cells] of Object.entries(strings.cells))
          await expect.poll(() => rowCells(page, row)).toEqual(cells);

        // Nothing wider than the screen (the header holds one more link than it did).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );

        // The call to action signs the visitor up.
        const cta = page.getByRole("link", { name: strings.cta });
        expect(await cta.getAttribute("href")).toBe("/register");
      });
    }
  }

  it("is answered 200 by the server, and reached inside the app from the blog's header too", async () => {
    const page = await browser.newPage();
    const answer = await page.request.get("/pricing");
    expect(answer.status()).toBe(200);
    // The prices and limits come inside the page (first reads), and the page's code is announced.
    const html = await answer.text();
    expect(html).toContain('"/api/billing/limits"');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/pricing-page-[^"]+\.js">/);

    await page.goto("/blog");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Blog" }).isVisible()).toBe(true);
    await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/pricing");
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: LANGUAGES.en.title }).isVisible())
      .toBe(true);
    // Reached inside the app, the limits are fetched after the heading shows (the run with two spec files at a time
    // read the row before they came, ADR 0104).
    await expect.poll(() => rowCells(page, "AI coach")).toEqual(LANGUAGES.en.cells["AI coach"]);
  });

  it("takes screenshots in light and dark, English and Spanish, at 1280 and 390 px", async () => {
    mkdirSync(SCREENS, { recursive: true });
    for (const [language, strings] of Object.entries(LANGUAGES)) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const { label, viewport, isMobile } of viewports) {
          const page = await browser.newPage({ viewport, isMobile, colorScheme, locale: strings.locale });
          await page.goto("/pricing");
          await expect.poll(() => page.getByRole("table").isVisible()).toBe(true);
          await page.screenshot({
            path: `${SCREENS}/pricing-${language}-${colorScheme}-${label}.png`,
            fullPage: true,
          });
          // The first screen as the visitor sees it, header included, at full size.
          await page.screenshot({ path: `${SCREENS}/pricing-${language}-${colorScheme}-${label}-top.png` });
          // The landing page's header, which now holds the Pricing link too.
          await page.goto("/");
          await page.getByRole("heading", { level: 1 }).waitFor();
          await page.screenshot({ path: `${SCREENS}/landing-${language}-${colorScheme}-${label}-top.png` });
        }
      }
    }
  });
});
