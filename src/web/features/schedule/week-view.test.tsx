// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, loadFeatureStrings } from "../../lib/i18n";
import { buildWeek, type WeekWorkout } from "./week";
import { testEvent } from "./week-test-events";
import { WeekView } from "./week-view";

// The week grid as the user reads it: one list item per day (Monday first), each with its events and workouts in
// time order, "Free" on empty days, today marked; an event opens its editor, a workout does not.

const event = testEvent;

const workout = (partial: Partial<WeekWorkout>): WeekWorkout => ({
  id: "w1",
  name: "Upper body",
  day: "Wednesday",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  date: "2025-03-05",
  ...partial,
});

async function i18nIn(language: "en" | "es"): Promise<I18n> {
  const i18n = await createI18n(language);
  await loadFeatureStrings(["schedule", "calendars"], i18n);
  return i18n;
}

afterEach(cleanup);

function days() {
  // The list of days is the first list; each day's items are a nested list.
  const [week] = screen.getAllByRole("list");
  if (!week) throw new Error("no week list");
  return within(week)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === week);
}

describe("week view", () => {
  it("puts each item on its day in time order, marks today and shows free days", async () => {
    const events = [
      event({ id: "standup" }),
      event({ id: "review", name: "Review", day: "Wednesday", startTime: "16:00", endTime: "17:00" }),
      event({
        id: "holiday",
        name: "Holiday",
        day: "Friday",
        startTime: "00:00",
        endTime: "23:59",
        isRecurring: false,
        date: "2025-03-07",
        source: "ics",
      }),
    ];
    const workouts = [
      workout({}),
      workout({ id: "run", name: "Easy run", type: "Cardio", date: "2025-03-08" }),
    ];
    const onEdit = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={await i18nIn("en")}>
          <WeekView
            days={buildWeek({ weekStart: "2025-03-03", today: "2025-03-05", events, workouts })}
            onEdit={onEdit}
          />
        </I18nextProvider>
      </QueryClientProvider>,
    );

    const [monday, tuesday, wednesday, thursday, friday, saturday, sunday] = days();
    expect(days()).toHaveLength(7);
    expect(monday?.textContent).toContain("Monday");
    expect(monday?.textContent).toContain("Mar 3");
    expect(within(monday as HTMLElement).getByText("Team standup")).toBeTruthy();
    expect(within(monday as HTMLElement).getByText("Weekly")).toBeTruthy();

    for (const free of [tuesday, thursday, sunday]) {
      expect(within(free as HTMLElement).getByText("Free")).toBeTruthy();
    }

    // Wednesday is today: the workout at 07:00 comes before the review at 16:00.
    expect(wednesday?.getAttribute("aria-current")).toBe("date");
    expect(within(wednesday as HTMLElement).getByText("Today")).toBeTruthy();
    expect(days().filter((day) => day.getAttribute("aria-current") === "date")).toHaveLength(1);
    const text = wednesday?.textContent ?? "";
    expect(text.indexOf("Upper body")).toBeLessThan(text.indexOf("Review"));
    expect(text).toContain("7:00 AM–7:45 AM"); // en in a US browser: the 12-hour clock (clock-format.ts)
    expect(text).toContain("Workout · Weight Training");

    // An imported all-day piece, on its date only, and not marked weekly.
    expect(within(friday as HTMLElement).getByText("Imported")).toBeTruthy();
    expect(within(friday as HTMLElement).queryByText("Weekly")).toBeNull();
    expect(friday?.textContent).toContain("12:00 AM–11:59 PM");
    expect(within(saturday as HTMLElement).getByText("Easy run")).toBeTruthy();

    // Events are buttons that open their editor; a workout is a movable block (and its options button), never an
    // event editor.
    fireEvent.click(within(wednesday as HTMLElement).getByRole("button", { name: /Review/ }));
    expect(onEdit).toHaveBeenCalledWith(events[1], expect.any(String));
    const run = within(saturday as HTMLElement).getByRole("button", { name: /Easy run/, pressed: false });
    expect(run.getAttribute("aria-roledescription")).toBe("movable workout");
    fireEvent.click(run);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(
      within(saturday as HTMLElement).getByRole("button", { name: "Options for Easy run" }),
    ).toBeTruthy();
  });

  it("shows an empty week as seven free days, in the UI's language", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={await i18nIn("es")}>
          <WeekView
            days={buildWeek({ weekStart: "2025-03-03", today: "2025-01-01", events: [], workouts: [] })}
            onEdit={() => undefined}
          />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(days()).toHaveLength(7);
    expect(days()[0]?.textContent).toContain("Lunes");
    expect(days().some((day) => day.getAttribute("aria-current") === "date")).toBe(false);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getAllByText("Libre")).toHaveLength(7);
  });
});
