// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCoachChat } from "./use-coach-chat";

function reply(text: string): Response {
  return new Response(`event: token\ndata: ${text}\n\nevent: done\ndata: ${text}\n\n`, {
    status: 200,
    headers: { "content-type": "text/event-stream" },
  });
}

/** A reply that never ends until its request is aborted. */
function endless(signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("event: token\ndata: Half a\n\n"));
      signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

/** A user's signed-in pages: their own query cache, as lib/query-client.tsx hands out one per user. */
function pagesOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentMessages = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  (JSON.parse(String((fetch.mock.calls[call] as [string, RequestInit])[1].body)) as { messages: unknown[] })
    .messages;

describe("the coach conversation is its user's", () => {
  it("stays while the user moves between pages; another user's pages show and send none of it", async () => {
    const fetch = vi.fn(async () => reply("Rest that knee."));
    vi.stubGlobal("fetch", fetch);
    const ana = new QueryClient();
    const first = renderHook(() => useCoachChat(), { wrapper: pagesOf(ana) });
    act(() => first.result.current.send("A's private question"));
    await waitFor(() =>
      expect(first.result.current.messages.map((m) => m.content)).toContain("Rest that knee."),
    );
    first.unmount();

    // Back on the coach page: the same user's conversation.
    const again = renderHook(() => useCoachChat(), { wrapper: pagesOf(ana) });
    expect(again.result.current.messages.map((m) => m.content)).toContain("A's private question");
    again.unmount();

    const bob = renderHook(() => useCoachChat(), { wrapper: pagesOf(new QueryClient()) });
    expect(bob.result.current.messages).toEqual([]);
    act(() => bob.result.current.send("B's question"));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentMessages(fetch, 1)).toEqual([{ role: "user", content: "B's question" }]);
  });

  it("stops a reply in progress when the page goes (sign-out unmounts it)", async () => {
    let signal: AbortSignal | null | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_: string, init?: RequestInit) => {
        signal = init?.signal;
        return endless(signal);
      }),
    );
    const { result, unmount } = renderHook(() => useCoachChat(), { wrapper: pagesOf(new QueryClient()) });
    act(() => result.current.send("A's private question"));
    await waitFor(() => expect(result.current.messages.map((m) => m.content)).toContain("Half a"));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
