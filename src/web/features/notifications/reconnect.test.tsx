// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import { AuthProvider } from "../../lib/auth";
import { STREAM_URL, useNotificationStream } from "./use-notification-stream";

// The server closes a notification stream that stayed idle (NOTIFY_STREAM_IDLE_SECONDS) and refuses one past its caps
// with 429. To the browser both look the same: EventSource fires `error`. The hook must then connect again, after a
// short delay when the stream had been open, and back off when connecting keeps failing.

/** Stands in for the browser's EventSource (jsdom has none): records each connection and lets the test fire events. */
class FakeEventSource extends EventTarget {
  static all: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
}

/** The stream is the signed-in user's: the page starts signed in, with its user record. */
const me: TMe = {
  user: { id: "user-1", email: "a@example.com", name: "A", avatarUrl: "/api/avatars/user-1" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider initialMe={me}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.useFakeTimers();
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.spyOn(Math, "random").mockReturnValue(0.5); // no jitter: delays of exactly 1 s, 2 s, 4 s…
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("notification stream reconnection", () => {
  it("reconnects about a second after the server ends an open stream (idle close), again and again", () => {
    renderHook(() => useNotificationStream(() => undefined), { wrapper });
    for (let round = 0; round < 3; round++) {
      const current = FakeEventSource.all.at(-1);
      expect(current?.url).toBe(STREAM_URL);
      current?.dispatchEvent(new Event("open"));
      current?.dispatchEvent(new Event("error")); // the server ended the response
      expect(current?.closed).toBe(true);
      vi.advanceTimersByTime(999);
      expect(FakeEventSource.all).toHaveLength(round + 1);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.all).toHaveLength(round + 2);
    }
  });

  it("backs off while connections are refused (429 past a cap), and stops when unmounted", () => {
    const { unmount } = renderHook(() => useNotificationStream(() => undefined), { wrapper });
    FakeEventSource.all[0]?.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(1000);
    FakeEventSource.all[1]?.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(1999);
    expect(FakeEventSource.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(3);
    unmount();
    expect(FakeEventSource.all[2]?.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.all).toHaveLength(3);
  });
});
