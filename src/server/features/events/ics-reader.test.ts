import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors";
import { createIcsReader, type IcsReader } from "./ics-reader";

// The reader's queue and its worker's life, on a real worker thread (starting one takes ~1 s).

const file = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:one",
  "DTSTART:20260105T090000Z",
  "DTEND:20260105T100000Z",
  "SUMMARY:One",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");
const request = { source: file, timeZone: "UTC", today: "2026-01-04" };

let reader: IcsReader | undefined;
afterEach(async () => {
  await reader?.close();
});

describe("createIcsReader", () => {
  it("reads one file at a time and answers 503 ICS_IMPORT_BUSY past its queue", async () => {
    reader = createIcsReader({ deadlineMs: 30_000, expansionBudgetMs: 500, maxQueued: 1 });
    const outcomes = await Promise.allSettled([
      reader.read(request),
      reader.read(request),
      reader.read(request),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    const refused = (outcomes[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "ICS_IMPORT_BUSY", status: 503 });
    const first = outcomes[0] as PromiseFulfilledResult<Awaited<ReturnType<IcsReader["read"]>>>;
    expect(first.value.events.map((event) => event.name)).toEqual(["One"]);
  }, 60_000);

  it("turns an unreadable file into 400 INVALID_ICS and keeps working after a recycled worker", async () => {
    reader = createIcsReader({ deadlineMs: 30_000, expansionBudgetMs: 500, recycleAfter: 1 });
    await expect(reader.read({ ...request, source: "not a calendar" })).rejects.toMatchObject({
      code: "INVALID_ICS",
      status: 400,
    });
    expect((await reader.read(request)).uids).toEqual(["one"]);
  }, 60_000);

  it("keeps one owner to its share of the queue, lines up the rest, and reads another owner's file in between", async () => {
    reader = createIcsReader({
      deadlineMs: 30_000,
      expansionBudgetMs: 500,
      maxQueued: 2,
      maxPerOwner: 1,
      maxWaitingPerOwner: 2,
    });
    const order: string[] = [];
    const read = (owner: string, label: string) =>
      reader?.read({ ...request, owner }).then((mapping) => {
        order.push(label);
        return mapping;
      });
    const outcomes = await Promise.allSettled([
      read("a", "a1"),
      read("a", "a2"),
      read("a", "a3"),
      read("a", "a4"),
      read("b", "b1"),
      read("c", "c1"),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({
      code: "ICS_IMPORT_BUSY",
      status: 429,
    });
    // The other owners' files were read before the busy owner's second, though they came after it.
    expect(order.indexOf("b1")).toBeLessThan(order.indexOf("a2"));
    expect(order.indexOf("c1")).toBeLessThan(order.indexOf("a2"));
    expect(order.indexOf("a2")).toBeLessThan(order.indexOf("a3"));
  }, 60_000);
});
