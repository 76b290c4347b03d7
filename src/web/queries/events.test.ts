import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { EVENTS_KEY, eventsChanged } from "./events";
import { WORKOUTS_KEY } from "./workouts";

function seeded() {
  const client = new QueryClient();
  client.setQueryData(EVENTS_KEY, []);
  client.setQueryData(WORKOUTS_KEY, []);
  return client;
}

describe("eventsChanged", () => {
  it("marks the events stale, and the workouts only when the server moved some (ADR 0008)", async () => {
    const untouched = seeded();
    await eventsChanged(untouched);
    expect(untouched.getQueryState(EVENTS_KEY)?.isInvalidated).toBe(true);
    expect(untouched.getQueryState(WORKOUTS_KEY)?.isInvalidated).toBe(false);

    const moved = seeded();
    await eventsChanged(moved, 2);
    expect(moved.getQueryState(EVENTS_KEY)?.isInvalidated).toBe(true);
    expect(moved.getQueryState(WORKOUTS_KEY)?.isInvalidated).toBe(true);
  });
});
