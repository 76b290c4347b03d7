import { z } from "zod";
import { COACH_MAX_CHARS, COACH_MAX_MESSAGES } from "./coach-limits";

// POST /api/coach (docs/api.md "Coach"). The browser sends the conversation it holds; the server uses only the last
// COACH_HISTORY messages. Anything else (another role, an empty or oversized message, a longer list) is a 400 before
// any model is called.

export { COACH_HISTORY } from "./coach-limits";

export const ZCoachMessage = z
  .object({
    role: z.enum(["user", "assistant"]),
    content: z
      .string()
      .max(COACH_MAX_CHARS, `At most ${COACH_MAX_CHARS} characters`)
      .refine((text) => text.trim().length > 0, "Write a message"),
  })
  .strict();

export const ZCoachRequest = z
  .object({
    messages: z
      .array(ZCoachMessage)
      .min(1, "Send at least one message")
      .max(COACH_MAX_MESSAGES, `At most ${COACH_MAX_MESSAGES} messages`)
      .refine((list) => list[list.length - 1]?.role === "user", "The last message must be the user's"),
  })
  .strict();

/** The answer with `Accept: application/json`. */
export const ZCoachReply = z.object({ reply: z.string() });

/** Data of `event: error` in the stream (then `event: done` follows with whatever arrived before). */
export interface TCoachStreamError {
  error: "COACH_TIMEOUT" | "COACH_UNAVAILABLE";
  message: string;
}
