// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TWeekDose } from "#contracts/dose";
import { DOSE_GROUPS } from "#domain/planning/weekly-dose";
import { createI18n, type Language, loadFeatureStrings } from "../../lib/i18n";
import DoseCard from "./dose-card";

// The dashboard's dose card: one line per major group and one for cardio, each done / planned against the goal's
// range, in words for screen readers, in both languages.

const DOSE: TWeekDose = {
  week: "2026-11-23",
  end: "2026-11-29",
  goal: "Build muscle",
  groups: DOSE_GROUPS.map((group) => ({
    group,
    planned: group === "legs" ? 12 : group === "arms" ? 7.5 : 6,
    done: group === "legs" ? 4 : 0,
    outstanding: group === "legs" ? 3 : 0,
    target: { min: 10, max: 16 },
  })),
  cardioMinutes: { planned: 20, done: 0, outstanding: 0, target: { min: 0, max: 300 } },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mount(language: Language, status = 200) {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["dose"], i18n);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) =>
      input === "/api/workouts/dose" && status === 200
        ? new Response(JSON.stringify(DOSE), { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response(JSON.stringify({ error: "INTERNAL", message: "Broken" }), { status: 500 }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <DoseCard />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("dose card", () => {
  it("shows every group and cardio, done / planned against the range (English)", async () => {
    await mount("en");
    const section = await screen.findByRole("region", { name: "This week's dose" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(DOSE_GROUPS.length + 1);
    expect(items[0]?.textContent).toBe("Legs4/12 · 10–164 of 12 hard sets done, goal 10–16");
    expect(items.find((item) => item.textContent?.startsWith("Arms"))?.textContent).toContain("0/7.5");
    expect(items.at(-1)?.textContent).toBe("Cardio (min)0/20 · ≤ 3000 of 20 minutes done, goal ≤ 300");
  });

  it("speaks Spanish, with a decimal comma", async () => {
    await mount("es");
    const section = await screen.findByRole("region", { name: "Dosis de la semana" });
    const items = within(section).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("4 de 12 series duras hechas, objetivo 10–16");
    expect(items.find((item) => item.textContent?.startsWith("Brazos"))?.textContent).toContain("0/7,5");
  });

  it("says so when the dose cannot be read", async () => {
    await mount("en", 500);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "We couldn't load this week's dose.",
    );
  });
});
