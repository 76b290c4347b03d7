// A server-sent events parser for fetch() streams (EventSource cannot POST): feed it text as it arrives, in pieces
// of any size; it returns each complete event. Follows the WHATWG rules the server relies on: `event:` names the
// event, several `data:` lines join with "\n", one space after the colon is dropped, lines starting with ":" are
// comments, and CRLF, CR or LF end a line.

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Parses `chunk` (decoded text) and returns the events it completed. */
  push(chunk: string): SseEvent[];
  /** At the end of the stream: an event left without its blank line is dropped, as browsers do. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let pendingCR = false;

  const line = (text: string, out: SseEvent[]) => {
    if (text === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  };

  return {
    push(chunk) {
      const out: SseEvent[] = [];
      let text = chunk;
      // A CR at the end of the previous chunk already ended a line; a LF right after it belongs to it.
      if (pendingCR && text.startsWith("\n")) text = text.slice(1);
      pendingCR = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== "\n" && ch !== "\r") continue;
        line(buffer.slice(start, i), out);
        if (ch === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else pendingCR = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      buffer = "";
      event = "";
      data = [];
      return [];
    },
  };
}
