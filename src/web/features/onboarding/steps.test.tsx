// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { keepSettingsFor } from "../../test/kept-settings";
import { emptyForm, type PreferencesForm, type StepId } from "./form-model";
import { STEP_COMPONENTS } from "./steps";
import { usePreferencesForm } from "./use-preferences-form";

// One step at a time, with the form state of usePreferencesForm (shared by onboarding and the preferences dialog):
// the fields each step shows for the unit and event kind, and its messages in the UI's language.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: true,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

function Step({ step, initial }: { step: StepId; initial?: PreferencesForm }) {
  const { form, update, errors, unit, onUnitChange, check, container } = usePreferencesForm(
    initial ? () => initial : undefined,
  );
  const Fields = STEP_COMPONENTS[step];
  return (
    <div ref={container}>
      <Fields form={form} update={update} errors={errors} unit={unit} onUnitChange={onUnitChange} />
      <button type="button" onClick={() => check([step])}>
        Check
      </button>
    </div>
  );
}

async function renderStep(
  step: StepId,
  options: { language?: "en" | "es"; settings?: TSettings; initial?: PreferencesForm } = {},
) {
  const i18n: I18n = await createI18n(options.language ?? "en");
  await loadFeatureStrings(["onboarding", "calendars"], i18n);
  const settings = options.settings ?? { ...defaultSettings("UTC"), language: options.language ?? "en" };
  // Signed in: the settings are read into the user's cache; the copy kept at the last visit shows first.
  keepSettingsFor(ME.user.id, settings);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), "http://localhost").pathname === "/api/settings"
        ? new Response(JSON.stringify(settings), { headers: { "Content-Type": "application/json" } })
        : new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 }),
    ),
  );
  render(
    <AppProviders i18n={i18n} initialDevice={settings} initialMe={ME}>
      <QueryClientProvider client={new QueryClient()}>
        <Step step={step} initial={options.initial} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("onboarding steps", () => {
  it("adds weekly and one-time events with the fields each needs, and removes them by name", async () => {
    await renderStep("week");
    expect(
      screen.getByText("No events yet. Add your regular meetings, classes or school runs."),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add a one-time event" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a weekly event" }));
    const [once, weekly] = screen.getAllByRole("group");
    expect(once?.querySelector("legend")?.textContent).toBe("Event 1Once");
    expect(weekly?.querySelector("legend")?.textContent).toBe("Event 2Every week");
    // A one-time event asks for a date, a weekly one for a weekday.
    expect(screen.getAllByLabelText("Date")).toHaveLength(1);
    expect(screen.getAllByRole("group", { name: "Days" })).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getAllByText("Give the event a name")).toHaveLength(2);
    expect(screen.getAllByText("Choose a date")).toHaveLength(1);

    const [firstName] = screen.getAllByLabelText("Name");
    fireEvent.change(firstName as HTMLElement, { target: { value: "Dentist" } });
    // Editing an event clears its messages until the next check.
    expect(screen.queryByText("Choose a date")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove Dentist" }));
    // The weekly event and its weekdays.
    expect(screen.getAllByRole("group")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove this event" }));
    expect(
      screen.getByText("No events yet. Add your regular meetings, classes or school runs."),
    ).toBeTruthy();
  });

  it("asks for feet and inches in imperial, and says what is wrong in Spanish", async () => {
    await renderStep("personal", {
      language: "es",
      initial: { ...emptyForm(), age: "7", weight: "20", heightFt: "9", heightIn: "13" },
    });
    expect(screen.getByLabelText("Peso (lb)")).toBeTruthy();
    expect(screen.getByLabelText("Altura (pies)")).toBeTruthy();
    expect(screen.queryByLabelText("Altura (cm)")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("Entre 13 y 100 años")).toBeTruthy();
    expect(screen.getByText("Entre 50 y 700 lbs")).toBeTruthy();
    // 13 inches is not a number of inches; the focus goes to the first field with a message.
    expect(screen.getByText("Escribe un número")).toBeTruthy();
    expect((screen.getByLabelText("y pulgadas") as HTMLInputElement).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(document.activeElement?.getAttribute("name")).toBe("age");
  });
});
