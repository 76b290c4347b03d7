// @vitest-environment jsdom
import "../../test/dom-timeouts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearPerUserState } from "../../lib/per-user-state";
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPerUserState();
});

const sentMessages = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  (JSON.parse(String((fetch.mock.calls[call] as [string, RequestInit])[1].body)) as { messages: unknown[] })
    .messages;

describe("coach conversation and the per-user state registry", () => {
  it("is forgotten on screen and in what is sent next when the per-user state is cleared", async () => {
    const fetch = vi.fn(async () => reply("Rest that knee."));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useCoachChat());
    act(() => result.current.send("A's private question"));
    await waitFor(() => expect(result.current.messages.map((m) => m.content)).toContain("Rest that knee."));

    act(() => clearPerUserState());
    expect(result.current.messages).toEqual([]);

    act(() => result.current.send("B's question"));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentMessages(fetch, 1)).toEqual([{ role: "user", content: "B's question" }]);

    // A page opened afterwards starts from the cleared conversation too.
    cleanup();
    act(() => clearPerUserState());
    expect(renderHook(() => useCoachChat()).result.current.messages).toEqual([]);
  });

  it("stops a reply in progress, whose late tokens do not bring the conversation back", async () => {
    let signal: AbortSignal | null | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_: string, init?: RequestInit) => {
        signal = init?.signal;
        return endless(signal);
      }),
    );
    const { result } = renderHook(() => useCoachChat());
    act(() => result.current.send("A's private question"));
    await waitFor(() => expect(result.current.messages.map((m) => m.content)).toContain("Half a"));

    act(() => clearPerUserState());
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.messages).toEqual([]);
    expect(result.current.busy).toBe(false);
  });
});
