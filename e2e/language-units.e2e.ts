import { describe, expect, it } from "vitest";
import { apiCall, browserForFile, DESKTOP, MOBILE, register, registerNewUser } from "./fixtures";

// Language, units and clock that follow the person (issue #30, ADR 0059): a plan made in English reads in Spanish
// after the switch, dates keep Spanish capitalisation, and a new account's units and clock follow the browser's
// region. Screenshots of the Spanish workouts page go to .tmp/screenshots for a look.

const browser = browserForFile();

interface Workout {
  name: string;
  exercises: { name: string; reps: string }[];
}

describe("language, units and clock", () => {
  it("shows a plan made in English in Spanish, with Spanish dates", async () => {
    const page = await browser.newPage();
    await register(page);
    const plan = await apiCall<{ workouts: Workout[] }>(page, "/api/plan", "POST", {});
    expect(plan.status).toBe(201);
    const english = plan.json.workouts[0]?.exercises[0]?.name ?? "";
    expect(english).not.toBe("");

    expect((await apiCall(page, "/api/settings", "PATCH", { language: "es" })).status).toBe(200);
    const read = await apiCall<Workout[]>(page, "/api/workouts");
    const spanish = read.json[0]?.exercises[0]?.name ?? "";
    expect(spanish).not.toBe(english);
    expect(read.json.flatMap((w) => w.exercises).some((e) => /minutes?|seconds?/.test(e.reps))).toBe(false);

    for (const scheme of ["light", "dark"] as const) {
      for (const [label, viewport] of [
        ["1280x800", DESKTOP],
        ["390x844", MOBILE],
      ] as const) {
        const view = await browser.newPage({ viewport, colorScheme: scheme, isMobile: viewport === MOBILE });
        await view.context().addCookies(await page.context().cookies());
        await view.goto("/workouts");
        await expect.poll(() => view.getByText(spanish).first().isVisible()).toBe(true);
        // "Lunes, 30 de noviembre": the first letter only, never "De Noviembre" (the account's Spanish arrives with
        // its settings, after the first render).
        const main = () =>
          view
            .locator("main")
            .textContent()
            .then((text) => text ?? "");
        await expect
          .poll(main)
          .toMatch(/(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo), \d{1,2} de [a-z]+/);
        expect(await main()).not.toMatch(/ De [A-Z]/);
        await view.screenshot({
          path: `.tmp/screenshots/workouts-es-${scheme}-${label}.png`,
          fullPage: false,
        });
      }
    }
  });

  it("starts an en-US browser in imperial and 12 hours, an es-ES one in metric and 24 hours", async () => {
    const us = await browser.newPage({ locale: "en-US" });
    await registerNewUser(us);
    const usSettings = await apiCall<{ measurementUnit: string }>(us, "/api/settings");
    expect(usSettings.json.measurementUnit).toBe("imperial");

    const es = await browser.newPage({ locale: "es-ES" });
    // English pages (the sign-up helper reads English labels) in a Spanish browser: the units follow the region.
    await es.addInitScript(() =>
      localStorage.setItem("custom-fit:settings", JSON.stringify({ language: "en" })),
    );
    await registerNewUser(es);
    const esSettings = await apiCall<{ measurementUnit: string }>(es, "/api/settings");
    expect(esSettings.json.measurementUnit).toBe("metric");

    const clock = (page: typeof us) =>
      page.evaluate(
        () => new Intl.DateTimeFormat(navigator.language, { hour: "numeric" }).resolvedOptions().hourCycle,
      );
    expect(await clock(us)).toBe("h12");
    expect(await clock(es)).toBe("h23");
  });
});
