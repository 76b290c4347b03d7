// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TRecoveryMap } from "#contracts/progress";
import { RECOVERY_GROUPS } from "#domain/progress/recovery-levels";
import PlanWarningsNotice from "../../components/plan-warnings-notice";
import { createI18n, type Language, loadFeatureStrings } from "../../lib/i18n";
import RecoveryCard from "./recovery-card";

// The dashboard's recovery map (each group's level in words, not colour alone) and the plan's spacing notices, in
// both languages.

const MAP: TRecoveryMap = {
  asOf: "2026-11-24T07:00:00.000Z",
  windowHours: 72,
  groups: RECOVERY_GROUPS.map((group) => ({
    group,
    level: group === "quads" ? "recently-trained" : group === "chest" ? "recovering" : "fresh",
    load: group === "quads" ? 2.4 : group === "chest" ? 0.6 : 0,
    lastTrainedAt: group === "quads" || group === "chest" ? "2026-11-23T18:00:00.000Z" : null,
  })),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mount(language: Language, ui: React.ReactNode) {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["dashboard", "workouts"], i18n);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) =>
      input === "/api/progress/recovery"
        ? new Response(JSON.stringify(MAP), { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("recovery card", () => {
  it("lists every group with its level in words (English)", async () => {
    await mount("en", <RecoveryCard />);
    const section = await screen.findByRole("region", { name: "Recovery" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(11);
    expect(items.find((item) => item.textContent?.startsWith("Quads"))?.textContent).toBe(
      "QuadsRecently trained",
    );
    expect(items.find((item) => item.textContent?.startsWith("Chest"))?.textContent).toBe("ChestRecovering");
    expect(items.find((item) => item.textContent?.startsWith("Back"))?.textContent).toBe("BackFresh");
  });

  it("speaks Spanish", async () => {
    await mount("es", <RecoveryCard />);
    const section = await screen.findByRole("region", { name: "Recuperación" });
    expect(within(section).getByText("Cuádriceps").parentElement?.textContent).toBe(
      "CuádricepsEntrenado hace poco",
    );
  });
});

describe("plan notices about rest days", () => {
  const value = {
    warnings: ["Legs on …", "Legs on … and again …"],
    notices: [
      {
        kind: "muscles-spaced",
        area: "legs",
        days: [
          { day: "Monday", date: "2026-11-23" },
          { day: "Wednesday", date: "2026-11-25" },
        ],
      },
      {
        kind: "muscles-back-to-back",
        area: "upper-body",
        day: "Friday",
        date: "2026-11-27",
        nextDay: "Saturday",
        nextDate: "2026-11-28",
      },
    ],
  };

  it("explains the spacing in English under a title that is not a warning", async () => {
    await mount("en", <PlanWarningsNotice value={value} />);
    expect(screen.getByRole("heading").textContent).toBe("How this week is arranged");
    const [spaced, backToBack] = screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
    expect(spaced).toMatch(/^Legs on .*23.* and .*25.*, to give them a rest day in between\.$/);
    expect(backToBack).toMatch(/^Upper body on .*27.* and again on .*28.*: no other order/);
  });

  it("and in Spanish", async () => {
    await mount("es", <PlanWarningsNotice value={value} />);
    expect(screen.getByRole("heading").textContent).toBe("Cómo está organizada esta semana");
    expect(screen.getAllByRole("listitem")[0]!.textContent).toMatch(
      /^Piernas el .*23.* y .*25.*, para dejar/,
    );
  });
});
