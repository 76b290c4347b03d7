import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { TNotification, TNotificationList } from "#contracts/notifications";
import { NOTIFICATIONS_KEY, prependNotification } from "../../queries/notifications";
import { backoffDelay, parseNotification } from "./use-notification-stream";

const note = (id: string, read = false): TNotification => ({
  id,
  type: "reminder",
  title: `Title ${id}`,
  message: "Soon",
  timestamp: "2030-06-03T09:00:00.000Z",
  read,
});

describe("prependNotification", () => {
  it("puts a new one first and counts it unread, once", () => {
    const client = new QueryClient();
    client.setQueryData<TNotificationList>(NOTIFICATIONS_KEY, {
      notifications: [note("a", true)],
      unreadCount: 0,
    });
    expect(prependNotification(client, note("b"))).toBe(true);
    expect(prependNotification(client, note("b"))).toBe(false);
    expect(client.getQueryData(NOTIFICATIONS_KEY)).toEqual({
      notifications: [note("b"), note("a", true)],
      unreadCount: 1,
    });
  });

  it("starts a list when nothing was fetched yet", () => {
    const client = new QueryClient();
    prependNotification(client, note("x"));
    expect(client.getQueryData(NOTIFICATIONS_KEY)).toEqual({ notifications: [note("x")], unreadCount: 1 });
  });
});

describe("backoffDelay", () => {
  it("doubles from 1 s to at most 30 s, with ±20% jitter", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });
});

describe("parseNotification", () => {
  it("reads the event's JSON and refuses garbage", () => {
    expect(parseNotification(JSON.stringify(note("n")))).toEqual(note("n"));
    expect(parseNotification("{")).toBeNull();
    expect(parseNotification(JSON.stringify({ title: "no id" }))).toBeNull();
    expect(parseNotification(JSON.stringify({ ...note("t"), type: "weird" }))?.type).toBe("other");
  });
});
