// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TPreferencesInput } from "#contracts/preferences";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import { AppProviders } from "../../app/providers";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { userKey } from "../../lib/user-storage";
import { keepSettingsFor } from "../../test/kept-settings";
import { emptyForm } from "./form-model";
import { OnboardingPage } from "./onboarding-page";

// Onboarding as a new user meets it (docs/product.md, onboarding): four steps, each checked before the next with
// the product's messages, the unit switch converting what was typed, the answers kept as a draft in this browser,
// and one PUT /api/preferences at the end. The server is a small local function answering the page's requests.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: true,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};
const METRIC: TSettings = { ...defaultSettings("UTC"), measurementUnit: "metric" };
const DRAFT_KEY = userKey(ME.user.id, "onboarding-draft");

interface Server {
  preferences: TPreferencesInput[];
  settingsPatches: unknown[];
  plans: number;
}

/** `failSaves`: how many PUT /api/preferences answer 500 first; `planStatus`: the answer to POST /api/plan. */
function serve(options: { failSaves?: number; planStatus?: number } = {}): Server {
  const server: Server = { preferences: [], settingsPatches: [], plans: 0 };
  let failSaves = options.failSaves ?? 0;
  let saved = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/auth/get-session")
        return json(200, { session: { id: "s1" }, user: { id: ME.user.id } });
      if (url.pathname === "/api/me") return json(200, { ...ME, isNewUser: !saved });
      if (url.pathname === "/api/settings") {
        if (method === "PATCH") server.settingsPatches.push(body);
        return json(200, { ...METRIC, ...(body ?? {}) });
      }
      if (url.pathname === "/api/preferences" && method === "PUT") {
        server.preferences.push(body as TPreferencesInput);
        if (failSaves > 0) {
          failSaves -= 1;
          return json(500, { error: "INTERNAL", message: "Something went wrong" });
        }
        saved = true;
        return json(200, { ...body, schedule: [] });
      }
      if (url.pathname === "/api/plan" && method === "POST") {
        server.plans += 1;
        const status = options.planStatus ?? 200;
        return status === 200
          ? json(200, { workouts: [], warnings: [], notices: [] })
          : json(status, { error: "PLAN_FAILED", message: "The planner is busy" });
      }
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return server;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
  await loadFeatureStrings(["onboarding", "calendars"], i18n);
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  keepSettingsFor(ME.user.id, METRIC);
  render(
    <AppProviders i18n={i18n} initialDevice={METRIC} initialMe={ME}>
      <MemoryRouter initialEntries={["/onboarding"]}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
          <Route path="/workouts" element={<p>Workouts page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const choose = (role: "radio" | "checkbox", name: string | RegExp) =>
  fireEvent.click(screen.getByRole(role, { name }));
const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

/** The messages an element points to with aria-describedby (hint and error). */
function describedBy(element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

/** The message of a chip group: its options point to it. */
function groupMessage(legend: string): string {
  const first = screen.getByRole("group", { name: legend }).querySelector("input");
  return first ? describedBy(first) : "";
}

describe("onboarding", () => {
  it("checks each step with the product's messages, converts units, and saves the answers at the end", async () => {
    const server = serve();
    renderPage();
    await heading("About you");
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();

    // Nothing typed: every field says what is missing, and the focus goes to the first of them.
    click("Next");
    expect(describedBy(field("Age"))).toContain("Fill this in");
    expect(describedBy(field("Weight (kg)"))).toContain("Fill this in");
    expect(describedBy(field("Height (cm)"))).toContain("Fill this in");
    expect(groupMessage("Gender")).toContain("Choose one");
    expect(document.activeElement).toBe(field("Age"));

    // Out of range and not numbers; a field's message goes once it is edited.
    type("Age", "12");
    expect(field("Age").getAttribute("aria-invalid")).toBeNull();
    type("Weight (kg)", "heavy");
    type("Height (cm)", "175");
    choose("radio", "Female");
    click("Next");
    expect(describedBy(field("Age"))).toContain("Between 13 and 100 years");
    expect(describedBy(field("Weight (kg)"))).toContain("Enter a number");
    expect(field("Height (cm)").getAttribute("aria-invalid")).toBeNull();
    type("Age", "30.5");
    type("Weight (kg)", "10");
    click("Next");
    expect(describedBy(field("Age"))).toContain("Use a whole number");
    expect(describedBy(field("Weight (kg)"))).toContain("Between 23 and 317 kg");

    // The unit switch converts what was typed and becomes the account's setting.
    type("Age", "30");
    type("Weight (kg)", "70");
    choose("radio", "Imperial (lbs, ft)");
    expect(field("Weight (lbs)").value).toBe("154.3");
    expect(field("Height (feet)").value).toBe("5");
    expect(field("and inches").value).toBe("9");
    expect(screen.queryByLabelText("Height (cm)")).toBeNull();
    // Sent as the settings mutation runs (a moment after the click).
    await waitFor(() => expect(server.settingsPatches).toContainEqual({ measurementUnit: "imperial" }));
    choose("radio", "Metric (kg, cm)");
    expect(field("Weight (kg)").value).toBe("70");
    expect(field("Height (cm)").value).toBe("175");

    click("Next");
    await heading("Goals");
    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
    click("Next");
    expect(groupMessage("Main goal")).toContain("Choose your main goal");
    // Back keeps what was typed.
    click("Back");
    await heading("About you");
    expect(field("Age").value).toBe("30");
    click("Next");
    await heading("Goals");
    choose("radio", "Build muscle");
    // The main goal cannot also be an "other" goal.
    expect((screen.getByRole("checkbox", { name: "Build muscle" }) as HTMLInputElement).disabled).toBe(true);
    choose("checkbox", "Reduce stress");
    click("Next");

    await heading("Workouts");
    type("Minutes per workout", "5");
    type("Workouts per week", "8");
    click("Next");
    expect(describedBy(field("Minutes per workout"))).toContain("Between 10 and 180 minutes");
    expect(describedBy(field("Workouts per week"))).toContain("Between 1 and 7 a week");
    expect(groupMessage("Preferred times")).toContain("Choose at least one time of day");
    expect(groupMessage("Workout types")).toContain("Choose at least one workout type");
    type("Minutes per workout", "40");
    type("Workouts per week", "3");
    choose("checkbox", /^Morning/);
    choose("checkbox", "Yoga");
    click("Next");

    await heading("Your week");
    expect(
      screen.getByText("No events yet. Add your regular meetings, classes or school runs."),
    ).toBeTruthy();
    click("Add a weekly event");
    type("Starts", "18:00");
    type("Ends", "17:00");
    click("Finish");
    expect(describedBy(field("Name"))).toContain("Give the event a name");
    expect(describedBy(field("Ends"))).toContain("Must end after it starts");
    expect(server.preferences).toHaveLength(0);
    type("Name", "Choir");
    // Weekdays are chips (one event may repeat on several): Monday off, Thursday on.
    fireEvent.click(screen.getByRole("checkbox", { name: "Mon" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Thu" }));
    type("Ends", "19:30");
    click("Finish");

    await heading("You're all set");
    expect(server.preferences).toHaveLength(1);
    const sent = server.preferences[0];
    expect(sent?.personalInfo).toMatchObject({ age: 30, gender: "female" });
    expect(sent?.personalInfo.weight).toBeCloseTo(154.3, 0); // stored in pounds
    expect(sent?.personalInfo.height).toBeCloseTo(68.9, 0); // and inches
    expect(sent?.fitnessGoals).toEqual({ primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] });
    expect(sent?.workoutPreferences).toEqual({
      duration: 40,
      frequency: 3,
      shortestSessionMinutes: 20,
      preferredTimes: ["Morning (8AM-11AM)"],
      workoutTypes: ["Yoga"],
    });
    expect(sent?.schedule).toMatchObject([
      { name: "Choir", day: "Thursday", startTime: "18:00", endTime: "19:30" },
    ]);
    // Saved: the draft is gone.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("keeps the answers as a draft and returns to the same step with them after a reload", async () => {
    serve();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: "workout",
        form: { ...emptyForm(), age: "41", weight: "80", heightCm: "180", gender: "male", duration: "25" },
      }),
    );
    renderPage();
    await heading("Workouts");
    expect(screen.getByText("Step 3 of 4")).toBeTruthy();
    expect(field("Minutes per workout").value).toBe("25");

    type("Minutes per workout", "35");
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
    expect(draft).toMatchObject({ step: "workout", form: { duration: "35", age: "41" } });

    click("Back");
    click("Back");
    await heading("About you");
    expect(field("Age").value).toBe("41");
    expect(field("Height (cm)").value).toBe("180");
    expect((screen.getByRole("radio", { name: "Male" }) as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null")).toMatchObject({ step: "personal" });
  });

  it("starts afresh when the kept draft is not one it understands", async () => {
    serve();
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: "somewhere", form: { age: 41 } }));
    renderPage();
    await heading("About you");
    expect(field("Age").value).toBe("");
  });

  /** A draft on the last step with every answer valid: what a reload just before Finish brings back. */
  function keepFinishedDraft() {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: "week",
        form: {
          ...emptyForm(),
          age: "41",
          weight: "80",
          heightCm: "180",
          gender: "male",
          primaryGoal: "Reduce stress",
          duration: "30",
          frequency: "2",
          preferredTimes: ["Evening (5PM-8PM)"],
          workoutTypes: ["Cardio"],
        },
      }),
    );
  }

  it("says when the answers could not be saved, keeps the draft, and saves on the next try", async () => {
    const server = serve({ failSaves: 1 });
    keepFinishedDraft();
    renderPage();
    await heading("Your week");
    click("Finish");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We couldn't save your preferences: Something went wrong",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Your week" })).toBeTruthy();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    click("Finish");
    await heading("You're all set");
    expect(server.preferences).toHaveLength(2);
    expect(server.preferences[1]?.schedule).toEqual([]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("generates the first plan from the last screen and opens the workouts, or says why it could not", async () => {
    const failing = serve({ planStatus: 503 });
    keepFinishedDraft();
    renderPage();
    await heading("Your week");
    click("Finish");
    await heading("You're all set");
    click("Generate my first plan");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The plan could not be generated: The planner is busy",
    );
    expect(failing.plans).toBe(1);
    cleanup();
    vi.unstubAllGlobals();

    const working = serve();
    keepFinishedDraft();
    renderPage();
    await heading("Your week");
    click("Finish");
    await heading("You're all set");
    click("Generate my first plan");
    expect(await screen.findByText("Workouts page")).toBeTruthy();
    expect(working.plans).toBe(1);
  });
});
