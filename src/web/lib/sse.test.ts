import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse";

const STREAM =
  "event: token\ndata: Hello\n\nevent: token\ndata:  world\n\n: keep-alive\n\nevent: done\ndata: Hello\ndata:  world\n\n";
const EXPECTED: SseEvent[] = [
  { event: "token", data: "Hello" },
  { event: "token", data: " world" },
  { event: "done", data: "Hello\n world" },
];

function parseAll(pieces: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...pieces.flatMap((p) => parser.push(p)), ...parser.end()];
}

describe("SSE parser", () => {
  it("parses named events, multi-line data, the optional space and comments", () => {
    expect(parseAll([STREAM])).toEqual(EXPECTED);
  });

  it.each([1, 2, 3, 5, 7, 13])(
    "gives the same events when the text arrives in pieces of %i characters",
    (size) => {
      const pieces: string[] = [];
      for (let i = 0; i < STREAM.length; i += size) pieces.push(STREAM.slice(i, i + size));
      expect(parseAll(pieces)).toEqual(EXPECTED);
    },
  );

  it.each([
    ["CRLF", "\r\n"],
    ["CR", "\r"],
  ])("accepts %s line endings, also split between pieces", (_name, eol) => {
    const text = STREAM.replaceAll("\n", eol);
    expect(parseAll([text])).toEqual(EXPECTED);
    const pieces = Array.from({ length: Math.ceil(text.length / 4) }, (_, i) => text.slice(i * 4, i * 4 + 4));
    expect(parseAll(pieces)).toEqual(EXPECTED);
  });

  it("defaults the event name to message, keeps empty data lines and drops an unfinished event", () => {
    expect(parseAll(["data: a\ndata:\ndata: b\n\n", "event: token\ndata: cut off"])).toEqual([
      { event: "message", data: "a\n\nb" },
    ]);
  });

  it("ignores unknown fields and events without data", () => {
    expect(parseAll(["id: 1\nretry: 10\nevent: ping\n\nfoo: bar\ndata: x\n\n"])).toEqual([
      { event: "message", data: "x" },
    ]);
  });
});
