import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { expansionWork, MAX_RULE_WORK } from "./ics-budget";

function ruleOf(rrule: string, dtstart = "20260101T090000Z") {
  const source = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:x",
    `DTSTART:${dtstart}`,
    `RRULE:${rrule}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const event = Object.values(ical.sync.parseICS(source)).find(
    (item): item is VEvent => item?.type === "VEVENT",
  );
  if (!event?.rrule) throw new Error("no rule");
  return event.rrule;
}

const window = {
  start: new Date("2026-01-01T09:00:00Z"),
  durationMs: 3_600_000,
  from: new Date("2026-11-23T00:00:00Z"),
  to: new Date("2027-01-24T00:00:00Z"),
};
const work = (rrule: string) => expansionWork(ruleOf(rrule), window);

describe("expansionWork", () => {
  it("lets everyday rules through", () => {
    expect(work("FREQ=MONTHLY;BYMONTHDAY=1")).toBeLessThanOrEqual(MAX_RULE_WORK);
    expect(work("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH")).toBeLessThanOrEqual(MAX_RULE_WORK);
    expect(work("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,13")).toBeLessThanOrEqual(MAX_RULE_WORK);
    expect(work("FREQ=DAILY;COUNT=10")).toBeLessThanOrEqual(MAX_RULE_WORK);
  });

  it("refuses rules that make the library build thousands of candidates", () => {
    expect(
      work("FREQ=MONTHLY;BYMONTHDAY=1,2,3,4,5,6,7,8,9,10;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11"),
    ).toBeGreaterThan(MAX_RULE_WORK);
    expect(work("FREQ=YEARLY;BYYEARDAY=1,100;BYHOUR=1,2")).toBeGreaterThan(MAX_RULE_WORK);
    expect(work("FREQ=DAILY;COUNT=100000;BYHOUR=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16")).toBeGreaterThan(
      MAX_RULE_WORK,
    );
  });
});
