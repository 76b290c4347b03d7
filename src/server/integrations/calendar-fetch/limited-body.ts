import { CalendarFetchError, formatBytes } from "./calendar-fetch-error";

// The body of a fetched answer, streamed through a byte counter: past the cap the download is stopped and the
// reader gets CalendarFetchError, whatever Content-Length said (a lying or absent one included). `onEnd` runs once
// when the body ends, fails or is cancelled (it ends the request's deadline).

export interface BodyLimits {
  maxBytes: number;
  /** Turns a read error (an abort at the deadline, a dropped connection) into the error the reader sees. */
  mapError: (error: unknown) => unknown;
  onEnd: () => void;
  /** Stops the download (the connection) when the cap is passed. */
  abort: () => void;
}

export function tooLarge(maxBytes: number): CalendarFetchError {
  return new CalendarFetchError(
    "CALENDAR_UNREACHABLE",
    `The calendar is larger than ${formatBytes(maxBytes)}.`,
  );
}

export function limitedBody(
  upstream: ReadableStream<Uint8Array>,
  limits: BodyLimits,
): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  let total = 0;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    limits.onEnd();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          end();
          controller.close();
          return;
        }
        total += value.byteLength;
        if (total > limits.maxBytes) {
          limits.abort();
          reader.cancel().catch(() => undefined);
          end();
          controller.error(tooLarge(limits.maxBytes));
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        const mapped = limits.mapError(error);
        end();
        controller.error(mapped);
      }
    },
    async cancel(reason) {
      end();
      await reader.cancel(reason).catch(() => undefined);
    },
  });
}
