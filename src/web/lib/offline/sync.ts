import { api, isApiError } from "../api";
import { reportIfSessionGone } from "../session-gone";
import { type QueuedCompletion, queuedCompletions, removeQueued } from "./outbox";

// Sends the queued completions (outbox.ts), oldest first, each exactly once (ADR 0052). An entry leaves the queue only
// after the server answered it: 2xx (the endpoint answers 200 with the same record for a workout already completed,
// so an answer lost on the way and a second send are harmless), or a definitive refusal, which the caller tells the
// user about. A network failure, a server error, 401, 408 or 429 stop the flush with the entry kept, and the ones
// behind it wait: they are sent in order or not at all. One flush runs at a time per browser (a Web Lock across tabs,
// and a promise in this one).

export type Delivery = { outcome: "sent" } | { outcome: "rejected"; message: string } | { outcome: "retry" };

/** The answers that may change if asked again; any other 4xx is the server's last word on that entry. */
const TRY_AGAIN = new Set([401, 408, 425, 429]);

export async function deliverCompletion(item: QueuedCompletion): Promise<Delivery> {
  try {
    await api(`/api/workouts/${encodeURIComponent(item.workoutId)}/complete`, {
      method: "POST",
      body: item.body,
    });
    return { outcome: "sent" };
  } catch (error) {
    // Kept for the same user's next session (ADR 0061), and the page checks whether this one is gone.
    reportIfSessionGone(error);
    if (isApiError(error) && error.status >= 400 && error.status < 500 && !TRY_AGAIN.has(error.status))
      return { outcome: "rejected", message: error.message };
    return { outcome: "retry" };
  }
}

export interface FlushResult {
  sent: QueuedCompletion[];
  rejected: Array<{ item: QueuedCompletion; message: string }>;
  /** Entries still queued: the network or the server failed on the first of them. */
  left: number;
}

export interface FlushOptions {
  /** The signed-in user: entries of anyone else are dropped, never sent with this session. */
  owner: string;
  deliver?: (item: QueuedCompletion) => Promise<Delivery>;
}

async function flushQueue({ owner, deliver = deliverCompletion }: FlushOptions): Promise<FlushResult> {
  const result: FlushResult = { sent: [], rejected: [], left: 0 };
  const items = await queuedCompletions(owner);
  for (const [index, item] of items.entries()) {
    if (item.owner !== owner) {
      await removeQueued(item.id);
      continue;
    }
    const delivery = await deliver(item);
    if (delivery.outcome === "retry") {
      result.left = items.length - index;
      break;
    }
    await removeQueued(item.id);
    if (delivery.outcome === "sent") result.sent.push(item);
    else result.rejected.push({ item, message: delivery.message });
  }
  return result;
}

let running: Promise<FlushResult> | undefined;

/** Sends what is queued; a call while a flush runs gets that flush's result. */
export function flushOutbox(options: FlushOptions): Promise<FlushResult> {
  running ??= (async () => {
    try {
      const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
      return locks
        ? await locks.request("custom-fit-outbox", () => flushQueue(options))
        : await flushQueue(options);
    } finally {
      running = undefined;
    }
  })();
  return running;
}
