import { describe, expect, it } from "vitest";
import type { TEvent } from "#contracts/events";
import type { Weekday } from "#domain/types";
import { daysLabel, draftIds, entryOfEvent, eventDraftToItems, eventEntries } from "./event-drafts";
import { weekdayNames } from "./weekday-names";

const event = (id: string, name: string, day: Weekday, source: TEvent["source"] = "manual"): TEvent => ({
  id,
  name,
  day,
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
  specificDate: null,
  date: null,
  type: null,
  source,
});

describe("event drafts", () => {
  const en = weekdayNames("en", "short");

  it("names the days of an entry, runs of three or more with a dash", () => {
    expect(daysLabel(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], en)).toBe("Mon–Fri");
    expect(daysLabel(["Friday", "Wednesday", "Monday"], en)).toBe("Mon, Wed, Fri");
    expect(daysLabel(["Monday", "Tuesday", "Wednesday", "Saturday", "Sunday"], en)).toBe("Mon–Wed, Sat, Sun");
    expect(daysLabel(["Sunday"], weekdayNames("es", "short"))).toBe("Dom");
  });

  it("reads a standup stored on five days as one entry, and writes it back with each day's id", () => {
    const stored = (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const).map((day, i) =>
      event(`s${i}`, "Team standup", day),
    );
    const others = [event("g", "Gym", "Monday"), event("c", "Team standup", "Saturday", "calendar:work")];
    const entries = eventEntries([...stored, ...others]);
    expect(entries.map((entry) => entry.name)).toEqual(["Team standup", "Gym"]); // the calendar's stays its own
    const standup = entryOfEvent(stored[2] as TEvent, [...stored, ...others]);
    expect(draftIds(standup).sort()).toEqual(["s0", "s1", "s2", "s3", "s4"]);
    expect(
      eventDraftToItems({ ...standup, days: ["Monday", "Friday"] }).map((item) => [item.day, item.id]),
    ).toEqual([
      ["Monday", "s0"],
      ["Friday", "s4"],
    ]);
  });
});
