import { describe, expect, it } from "vitest";
import { pushPayloadOf, pushUrlOf } from "./push-payload";

describe("pushUrlOf", () => {
  it.each([
    [{ type: "reminder", dedupeKey: "reminder:w-1:2030-06-03T18:00" }, "/workouts?start=w-1"],
    [{ type: "reminder", dedupeKey: "reminder:a b&c:2030-06-03T18:00" }, "/workouts?start=a%20b%26c"],
    [{ type: "other", dedupeKey: "weekly:2030-06-03" }, "/workout-history"],
    [{ type: "workout", dedupeKey: "plan-renewed:2030-06-03" }, "/schedule"],
    [{ type: "workout", dedupeKey: "once:123" }, "/schedule"],
    [{ type: "other", dedupeKey: "billing:evt_1" }, "/dashboard"],
    // A reminder whose key is not a workout's (the test route's): the dashboard, not a broken player link.
    [{ type: "reminder", dedupeKey: "once:9" }, "/dashboard"],
  ])("%o opens %s", (notification, url) => {
    expect(pushUrlOf(notification)).toBe(url);
  });
});

describe("pushPayloadOf", () => {
  it("carries title, body, url and the notification's id as tag, cut to fit a push message", () => {
    const payload = pushPayloadOf({
      id: "n-1",
      type: "other",
      title: "T".repeat(500),
      message: "m".repeat(5000),
      dedupeKey: "once:1",
    });
    expect(payload.tag).toBe("n-1");
    expect(payload.url).toBe("/dashboard");
    expect(payload.title).toHaveLength(120);
    expect(payload.body).toHaveLength(600);
    expect(payload.body.endsWith("…")).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3000);
  });
});
