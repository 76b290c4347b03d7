import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BASE_URL, browserForFile, completeOnboardingViaApi, PASSWORD, uniqueEmail } from "./fixtures";

// A signed-out visitor reads the public pages in their browser's language on a first visit; a language switch in the
// public header and footer overrides it, and the choice is remembered (a device setting, ADR 0023).

const browser = browserForFile();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const h1 = (page: Page, name: string) =>
  expect.poll(() => page.getByRole("heading", { level: 1, name }).isVisible()).toBe(true);

/** Signs the page's browser in to a new account whose settings say English (signed up elsewhere: the language setting
 * is English by default), with onboarding done, and opens the dashboard. */
async function signUpElsewhere(page: Page): Promise<void> {
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Lena Language", email: uniqueEmail("lang"), password: PASSWORD },
    headers: { Origin: BASE_URL },
  });
  expect(signUp.status()).toBe(200);
  await completeOnboardingViaApi(page, {}, "/dashboard");
}

describe("public pages in the visitor's language", () => {
  it("a Spanish browser gets the landing, blog, sign-in and register pages in Spanish, with <html lang='es'>", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    await page.goto("/");
    await h1(page, "Tu agenda está llena. Tus entrenamientos también caben.");
    expect(await htmlLang(page)).toBe("es");
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
    await h1(page, "Blog");
    await expect
      .poll(() => page.getByText("Lecturas breves para entrenar cuando falta tiempo.").isVisible())
      .toBe(true);
    await page.goto("/login");
    await h1(page, "Hola de nuevo");
    expect(await htmlLang(page)).toBe("es");
    await page.goto("/register");
    await h1(page, "Crea tu cuenta");
    expect(await htmlLang(page)).toBe("es");
  });

  it("the server's index.html already says lang='es' to a Spanish browser", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    const response = await page.request.get("/", {
      headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" },
    });
    expect(await response.text()).toContain('<html lang="es"');
    const english = await page.request.get("/blog", { headers: { "accept-language": "en-GB,en;q=0.9" } });
    expect(await english.text()).toContain('<html lang="en"');
  });

  it("switching to English in the header is remembered across a reload; the footer switches back", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    await page.goto("/");
    await h1(page, "Tu agenda está llena. Tus entrenamientos también caben.");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await h1(page, "Your calendar is full. Your workouts still fit.");
    expect(await htmlLang(page)).toBe("en");
    await page.reload();
    await h1(page, "Your calendar is full. Your workouts still fit.");
    expect(await htmlLang(page)).toBe("en");
    await page.goto("/login");
    await h1(page, "Welcome back");

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Español" }).click();
    await h1(page, "Tu agenda está llena. Tus entrenamientos también caben.");
    await page.reload();
    await h1(page, "Tu agenda está llena. Tus entrenamientos también caben.");
    expect(await htmlLang(page)).toBe("es");
  });

  it("an English browser still gets English, with a switch to Spanish on the sign-in page", async () => {
    const page = await browser.newPage();
    await page.goto("/login");
    await h1(page, "Welcome back");
    expect(await htmlLang(page)).toBe("en");
    await page.getByRole("banner").getByRole("button", { name: "Español" }).click();
    await h1(page, "Hola de nuevo");
    expect(await htmlLang(page)).toBe("es");
  });

  it("a signed-in user keeps their settings' language on a Spanish browser", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    await page.goto("/");
    await h1(page, "Tu agenda está llena. Tus entrenamientos también caben.");
    await signUpElsewhere(page);
    await expect.poll(() => htmlLang(page)).toBe("en");
    await page.goto("/");
    await h1(page, "Your calendar is full. Your workouts still fit.");
    expect(await htmlLang(page)).toBe("en");
  });

  // The cause of the test above failing now and then in full runs: the switch to the browser's Spanish at start-up
  // waited for a lazily loaded card's Spanish strings, and finishing after the switch to the account's English, undid
  // it. Here those strings are held back until the account's settings have been applied, so the order is certain.
  it("keeps the account's language when a card's Spanish strings arrive after the account's settings", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/dose\.es-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    await h1(page, "Tu agenda está llena. Tus entrenamientos también caben.");
    await signUpElsewhere(page);
    await expect.poll(() => htmlLang(page)).toBe("en");
    const doseStrings = page.waitForResponse(/\/assets\/dose\.es-[^/]*\.js$/);
    release();
    await doseStrings;
    // The dose card is drawn once its strings are in: by then a late switch back to Spanish would have happened.
    await expect.poll(() => page.getByText("This week's dose", { exact: true }).isVisible()).toBe(true);
    expect(await htmlLang(page)).toBe("en");
  });
});
