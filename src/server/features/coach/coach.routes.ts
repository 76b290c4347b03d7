import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { ZCoachRequest } from "#contracts/coach";
import type { ErrorCode } from "#contracts/errors";
import type { Database } from "../../db/client";
import type { CoachModel } from "../../integrations/llm/coach-model";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import type { Logger } from "../../lib/logger";
import { createRateLimiter } from "../../lib/rate-limiter";
import { readJson } from "../../lib/validate";
import type { QuotaPolicy } from "../usage";
import { coachReply } from "./coach.service";
import { buildCoachContext } from "./coach-context.service";
import { reserveCoachMessage } from "./coach-quota";

export interface CoachDeps {
  db: Database;
  model: CoachModel;
  /** COACH_TIMEOUT_MS: the whole reply's deadline. */
  timeoutMs: number;
  quota: QuotaPolicy;
  logger: Logger;
  /** Requests per user per minute (10). */
  ratePerMinute?: number;
  /** The system message's canary (reply-guard.ts coachCanary, from the server secret). */
  canary?: string;
}

function wantsJson(accept: string | undefined): boolean {
  const value = (accept ?? "").toLowerCase();
  return value.includes("application/json") && !value.includes("text/event-stream");
}

/**
 * POST /api/coach (docs/api.md "Coach"). Order: validation (400), rate limit (429), quota (402), then the model; so a bad
 * request never reaches the model. The reply streams as SSE (`token` pieces, an optional `error`, then `done` with the
 * whole text), or comes as `{reply}` with `Accept: application/json`.
 */
export function coachRoutes(deps: CoachDeps) {
  const limiter = createRateLimiter({ limit: deps.ratePerMinute ?? 10, windowMs: 60_000 });

  return new Hono<AppEnv>().post("/", async (c) => {
    const { messages } = await readJson(c, ZCoachRequest);
    const user = c.get("user");
    const verdict = limiter.take(user.id);
    if (!verdict.ok) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return c.json(
        {
          error: "RATE_LIMITED" satisfies ErrorCode,
          message: "You are sending messages too quickly. Please wait a moment.",
          retryAfter: verdict.retryAfterSeconds,
        },
        429,
      );
    }
    const now = new Date();
    // Both read the database; together they cost one wait on PostgreSQL, which is most of our time to first token.
    // The message is reserved (counted) before the model is called and given back only if the call fails.
    const [reserved, context] = await Promise.allSettled([
      reserveCoachMessage({
        db: deps.db,
        userId: user.id,
        policy: deps.quota,
        now,
        onReleaseError: (error) => deps.logger.error("coach usage not released", { error: String(error) }),
      }),
      buildCoachContext({ db: deps.db, userId: user.id, userName: user.name, now }),
    ]);
    if (reserved.status === "rejected") throw reserved.reason;
    const reservation = reserved.value;
    if (context.status === "rejected") {
      await reservation.release();
      throw context.reason;
    }

    const clientGone = new AbortController();
    const deadline = AbortSignal.timeout(deps.timeoutMs);
    const signal = AbortSignal.any([c.req.raw.signal, clientGone.signal, deadline]);
    const gone = () => clientGone.signal.aborted || c.req.raw.signal.aborted;
    let unanswered = false;
    const events = () =>
      coachReply({
        model: deps.model,
        messages,
        context: context.value,
        signal,
        clientGone: gone,
        timedOut: () => deadline.aborted && !clientGone.signal.aborted && !c.req.raw.signal.aborted,
        onFailure: (error) =>
          deps.logger.warn("coach model failed", {
            requestId: c.get("requestId"),
            model: deps.model.kind,
            error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          }),
        canary: deps.canary,
        // What the reply said is not logged: it may be the very text that must not leak.
        onWithheld: () => deps.logger.warn("coach reply withheld", { requestId: c.get("requestId") }),
        onUnanswered: () => {
          unanswered = true;
        },
      });
    /**
     * The reply is over: a failed, refused or timed-out call, an empty reply, or an offline reply that did not address
     * the question (ADR 0060) gives the message back. A client that left keeps it charged, whatever it read.
     */
    const settle = async (reply: string, failed: boolean) => {
      if (gone()) return;
      if (failed || unanswered || reply.trim() === "") await reservation.release();
    };

    if (wantsJson(c.req.header("accept"))) {
      let reply = "";
      for await (const event of events()) {
        if (event.type === "error") {
          await settle(reply, true);
          throw new AppError(
            event.error.error,
            event.error.error === "COACH_TIMEOUT" ? 503 : 502,
            event.error.message,
          );
        }
        reply = event.type === "withheld" ? event.text : reply + event.text;
      }
      await settle(reply, false);
      return c.json({ reply });
    }

    c.header("X-Accel-Buffering", "no"); // proxies (nginx) must pass each piece on at once
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => clientGone.abort());
      let reply = "";
      let failed = false;
      for await (const event of events()) {
        if (event.type === "token") {
          reply += event.text;
          await stream.writeSSE({ event: "token", data: event.text });
        } else if (event.type === "withheld") {
          // The pieces already shown are replaced by `done`, which carries the refusal alone.
          await stream.writeSSE({ event: "token", data: reply ? `\n\n${event.text}` : event.text });
          reply = event.text;
        } else {
          failed = true;
          await stream.writeSSE({ event: "error", data: JSON.stringify(event.error) });
        }
      }
      if (clientGone.signal.aborted) return;
      await settle(reply, failed);
      await stream.writeSSE({ event: "done", data: reply });
    });
  });
}
