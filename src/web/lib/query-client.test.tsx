// @vitest-environment jsdom
import "../test/dom-timeouts";
import { useQueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_READS_ID } from "#contracts/first-reads";
import { type AuthContextValue, AuthProvider, useAuth } from "./auth";
import { hasFirstRead } from "./first-reads";
import { openingQueryClient, resetQueryClientsForTests, UserQueryProvider } from "./query-client";

// A signed-in user's answers live in a cache of their own (ADR 0065): the next user is given a new one and the
// signed-in pages are mounted anew, with no reset to register.

function me(id: string, name: string) {
  return {
    user: { id, email: `${id}@example.com`, name, avatarUrl: "" },
    isNewUser: false,
    isPro: false,
    subscription: null,
    usage: { plansLeft: null, regenerationsLeft: null, coachMessagesLeft: null },
  };
}

let auth: AuthContextValue;
const seenAtRender: unknown[] = [];
let shown: ReturnType<typeof useQueryClient> | undefined;

function Probe() {
  auth = useAuth();
  return <p>{auth.state.status === "signed-in" ? auth.state.me.user.name : auth.state.status}</p>;
}
function CacheProbe() {
  shown = useQueryClient();
  seenAtRender.push(shown.getQueryData(["profile"]));
  return null;
}
function App({ initialMe }: { initialMe?: ReturnType<typeof me> }) {
  return (
    <AuthProvider initialMe={initialMe}>
      <Probe />
      <SignedIn />
    </AuthProvider>
  );
}
function SignedIn() {
  const { state } = useAuth();
  if (state.status !== "signed-in") return null;
  return (
    <UserQueryProvider>
      <CacheProbe />
    </UserQueryProvider>
  );
}

function stubServer(whoAmI: () => unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: unknown) => {
      const json = (body: unknown) => Response.json(body);
      if (input === "/api/auth/get-session") return json({ session: {} });
      if (input === "/api/me") return json(whoAmI());
      if (String(input).includes("/api/auth/sign-out")) return json({ success: true });
      return new Response("{}", { status: 404 });
    }),
  );
}

// The page's first reads (ADR 0021), read once by lib/first-reads.ts: in the document before any test looks.
const block = document.createElement("script");
block.type = "application/json";
block.id = FIRST_READS_ID;
block.textContent = JSON.stringify({ "/api/workouts": [] });
document.head.append(block);

beforeEach(() => {
  localStorage.clear();
  resetQueryClientsForTests();
  seenAtRender.length = 0;
  shown = undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the signed-in user's query cache", () => {
  it("starts from what the opened page read for its visitor", async () => {
    // A first visit on this browser (every Lighthouse run). What the router prefetched from the page's first reads is
    // the visitor's and stays (issue #32: it used to be cleared and every read asked again).
    openingQueryClient().setQueryData(["profile"], "Carol's plan");
    stubServer(() => me("user-c", "Carol"));
    render(<App initialMe={me("user-c", "Carol")} />);
    await screen.findByText("Carol");
    expect(seenAtRender[0]).toBe("Carol's plan");
    expect(hasFirstRead("/api/workouts")).toBe(true);
    // Gone with her session.
    await act(() => auth.signOut());
    await waitFor(() => expect(hasFirstRead("/api/workouts")).toBe(false));
  });

  it("is never the last user's: another user's first render sees a new cache, and sign-out drops it", async () => {
    let whoAmI = me("user-a", "Alice");
    stubServer(() => whoAmI);
    render(<App />);
    await screen.findByText("Alice");
    const alices = shown;
    alices?.setQueryData(["profile"], "Alice's plan");

    // A's session ended elsewhere and B's began: no sign-out in this page.
    whoAmI = me("user-b", "Bob");
    seenAtRender.length = 0;
    await act(() => auth.refresh());
    await screen.findByText("Bob");
    expect(seenAtRender).not.toContain("Alice's plan");
    expect(shown).not.toBe(alices);
    expect(alices?.getQueryData(["profile"])).toBeUndefined();

    const bobs = shown;
    bobs?.setQueryData(["profile"], "Bob's plan");
    await act(() => auth.signOut());
    await screen.findByText("signed-out");
    await waitFor(() => expect(bobs?.getQueryData(["profile"])).toBeUndefined());
  });
});
