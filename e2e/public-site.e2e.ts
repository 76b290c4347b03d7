import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, DESKTOP, MOBILE, PASSWORD, uniqueEmail } from "./fixtures";

// The public site (issue 9): landing with prices from the server, blog list and post, registration from the
// post's call to action, the privacy policy dialog, the not-found post, feeds served by the server; on a phone and
// on a desktop, with no console errors (browserForFile fails a test on any).

const browser = browserForFile();

const metaContent = (page: Page, selector: string) =>
  page.evaluate((s) => document.head.querySelector(s)?.getAttribute("content") ?? null, selector);

/** Waits until `locator` is visible, then hands it back. */
async function visible(locator: Locator) {
  await expect.poll(() => locator.isVisible()).toBe(true);
  return locator;
}

for (const device of [
  { name: "desktop", viewport: DESKTOP, isMobile: false },
  { name: "mobile", viewport: MOBILE, isMobile: true },
]) {
  describe(`on ${device.name}`, () => {
    it("shows the prices, opens the blog and a post, and registers from the post's call to action", async () => {
      const page = await browser.newPage({ viewport: device.viewport, isMobile: device.isMobile });
      await page.goto("/");
      await visible(page.getByRole("heading", { level: 1, name: /your workouts still fit/i }));

      // Prices come from GET /api/billing/plans, with the annual saving.
      const pricing = page.locator("section", { has: page.getByRole("heading", { name: "Simple pricing" }) });
      await expect.poll(() => pricing.getByText("$4.99", { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => pricing.getByText("$47.99", { exact: true }).isVisible()).toBe(true);
      expect(await pricing.getByText("Save 20%").isVisible()).toBe(true);
      expect(await page.title()).toBe("Custom Fit: workouts that fit your calendar");
      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary");

      // The header link on wide screens, the footer link on phones.
      const blogLink = device.isMobile
        ? page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Blog" })
        : page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Blog" });
      await blogLink.click();
      await page.waitForURL("**/blog");
      await visible(page.getByRole("heading", { level: 1, name: "Blog" }));
      const posts = page.getByRole("article");
      await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(6);
      expect(await page.title()).toBe("Blog · Custom Fit");

      // Newest first: the dates shown never increase down the list.
      const dates = await page
        .locator("article time")
        .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
      expect(dates).toEqual([...dates].sort().reverse());

      // The topic filter lives in the URL.
      await page
        .getByRole("navigation", { name: "Filter posts by topic" })
        .getByRole("link", { name: "travel" })
        .click();
      await page.waitForURL("**/blog?tag=travel");
      await expect.poll(() => posts.count()).toBe(1);

      await posts.first().getByRole("link").click();
      await page.waitForURL("**/blog/training-while-travelling");
      const title = "Staying consistent when you travel";
      await visible(page.getByRole("heading", { level: 1, name: title }));
      expect(
        await page
          .getByText(/\d+ min read/)
          .first()
          .isVisible(),
      ).toBe(true);
      await expect.poll(() => page.title()).toBe(`${title} · Custom Fit`);
      expect(await metaContent(page, 'meta[name="description"]')).toMatch(/^Hotel gyms, jet lag/);
      expect(await metaContent(page, 'meta[property="og:type"]')).toBe("article");

      await page.getByRole("link", { name: "Plan my week for free" }).click();
      await page.waitForURL("**/register");
      await page.getByLabel("Name").fill("Robin Blog");
      await page.getByLabel("Email").fill(uniqueEmail("public"));
      await page.getByLabel(/^password/i).fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      // A new user may be sent to onboarding first (issue 4), else to the dashboard.
      await page.waitForURL((url) => ["/dashboard", "/onboarding"].includes(url.pathname));
    });

    it("opens the privacy policy from the footer and from the register page", async () => {
      const page = await browser.newPage({ viewport: device.viewport, isMobile: device.isMobile });
      await page.goto("/");
      const opener = page
        .getByRole("navigation", { name: "Footer" })
        .getByRole("button", { name: "Privacy policy" });
      await opener.click();
      const dialog = await visible(page.getByRole("dialog", { name: "Privacy policy" }));
      await expect.poll(() => dialog.getByRole("heading", { name: "Payments" }).isVisible()).toBe(true);
      expect(await dialog.getByText(/never pass through or touch our server/).isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.goto("/register");
      await page.getByRole("button", { name: "privacy policy" }).click();
      const again = await visible(page.getByRole("dialog", { name: "Privacy policy" }));
      await expect
        .poll(() => again.getByRole("heading", { name: "Cookies and local storage" }).isVisible())
        .toBe(true);
      await again.getByRole("button", { name: "Close" }).last().click();
      await expect.poll(() => again.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe("/register");
    });
  });
}

describe("blog edges", () => {
  it("shows a not-found state for an unknown post", async () => {
    const page = await browser.newPage();
    // GET /api/blog/no-such-post answers 404, which Chromium logs as a failed resource.
    browser.expectConsoleErrors(/status of 404/);
    await page.goto("/blog/no-such-post");
    await visible(page.getByRole("heading", { name: "Post not found" }));
    await expect.poll(() => page.title()).toBe("Post not found · Custom Fit");
    await page.getByRole("link", { name: "All posts" }).first().click();
    await page.waitForURL("**/blog");
  });

  it("shows the privacy policy and the landing in Spanish", async () => {
    const page = await browser.newPage();
    await page.addInitScript(() =>
      localStorage.setItem("custom-fit:settings", JSON.stringify({ language: "es" })),
    );
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Precios sencillos" }));
    await expect.poll(() => page.getByText("Ahorra un 20 %").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Política de privacidad" }).click();
    const dialog = await visible(page.getByRole("dialog", { name: "Política de privacidad" }));
    await expect.poll(() => dialog.getByRole("heading", { name: "Pagos" }).isVisible()).toBe(true);
  });

  it("serves /rss.xml and /sitemap.xml from the server, not the app's index.html", async () => {
    const page = await browser.newPage();
    const rss = await page.request.get("/rss.xml");
    expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await rss.text()).toContain('<rss version="2.0"');
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await sitemap.text()).toContain("/blog/how-the-planner-decides</loc>");
  });
});
