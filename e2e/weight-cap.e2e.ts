import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  browserForFile,
  completeOnboardingViaApi,
  DESKTOP,
  MOBILE,
  registerNewUser,
} from "./fixtures";

// A place's heaviest weights (ADR 0097): set in the preferences dialog, kept in the unit typed, and a weight limit
// goes with its equipment. With SHOTS_DIR set, the place with its limit is photographed (1280/390, light/dark, en/es).

const browser = browserForFile();
const poll = expect.poll;
const SHOTS = process.env.SHOTS_DIR;

const WORDS = {
  en: {
    edit: "Edit preferences",
    dialog: "Workout preferences",
    tab: "Workouts",
    place: "Where do you train?",
    cap: "Heaviest dumbbell",
    save: "Save",
  },
  es: {
    edit: "Editar preferencias",
    dialog: "Preferencias de entrenamiento",
    tab: "Entrenamientos",
    place: "¿Dónde entrenas?",
    cap: "Mancuerna más pesada",
    save: "Guardar",
  },
} as const;

async function homeUser(page: Page, language: "en" | "es") {
  await registerNewUser(page, "Carla Cap");
  await completeOnboardingViaApi(
    page,
    { equipmentProfiles: [{ name: "Home", kit: ["dumbbells", "bench", "pull-up-bar"], isDefault: true }] },
    null,
  );
  expect(
    (await apiCall(page, "/api/settings", "PATCH", { language, measurementUnit: "metric" })).status,
  ).toBe(200);
}

async function openPlace(page: Page, language: "en" | "es") {
  const words = WORDS[language];
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: words.edit }).click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole("tab", { name: words.tab }).click();
  const home = dialog.locator('[data-profile="Home"]');
  await home.locator("summary").click();
  return { dialog, home, words };
}

describe.each([
  { label: "desktop", viewport: DESKTOP, isMobile: false },
  { label: "phone", viewport: MOBILE, isMobile: true },
])("a weight limit per place ($label)", ({ viewport, isMobile }) => {
  it("saves the heaviest dumbbell in kg, and drops it with the dumbbells", async () => {
    const page = await browser.newPage({ viewport, isMobile });
    await homeUser(page, "en");
    const { dialog, home } = await openPlace(page, "en");
    await home.getByLabel("Heaviest dumbbell", { exact: true }).fill("24");
    await dialog.getByRole("button", { name: "Save" }).click();
    const caps = async () =>
      (await apiCall<{ equipmentProfiles: { maxLoads?: unknown }[] }>(page, "/api/preferences")).json
        .equipmentProfiles[0]?.maxLoads;
    await poll(caps).toEqual({ dumbbells: { weight: 24, unit: "kg" } });

    const again = await openPlace(page, "en");
    expect(await again.home.getByLabel("Heaviest dumbbell", { exact: true }).inputValue()).toBe("24");
    await again.home.locator("label", { has: page.getByRole("checkbox", { name: "Dumbbells" }) }).click();
    expect(await again.home.getByLabel("Heaviest dumbbell", { exact: true }).count()).toBe(0);
    await again.dialog.getByRole("button", { name: "Save" }).click();
    await poll(caps).toBeUndefined();
    await page.close();
  });
});

describe.runIf(SHOTS)("screenshots of a place with its weight limit", () => {
  const cases = [DESKTOP, MOBILE].flatMap((viewport) =>
    (["light", "dark"] as const).flatMap((scheme) =>
      (["en", "es"] as const).map((language) => ({ viewport, scheme, language })),
    ),
  );
  it.each(cases)("$viewport.width $scheme $language", async ({ viewport, scheme, language }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme, isMobile: viewport === MOBILE });
    await homeUser(page, language);
    const { home, words } = await openPlace(page, language);
    await home.getByLabel(words.cap, { exact: true }).fill("24");
    await home.getByLabel(words.cap, { exact: true }).blur();
    // The limit's field at the bottom of the view, the place's equipment above it.
    await home
      .getByLabel(words.cap, { exact: true })
      .evaluate((field) => field.scrollIntoView({ block: "end" }));
    await page.screenshot({ path: `${SHOTS}/preferences-cap-${viewport.width}-${scheme}-${language}.png` });
    await page.close();
  });
});
