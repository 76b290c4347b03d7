import { z } from "zod";

export const ZSubscription = z.object({
  status: z.string(),
  planId: z.string(),
  currentPeriodEnd: z.string().nullable(),
  customerId: z.string(),
  /** Which of the two plans the price id is (null for a price that is not one of them). */
  plan: z.enum(["monthly", "annually"]).nullable().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), avatarUrl: z.string() }),
  isNewUser: z.boolean(),
  isPro: z.boolean(),
  /** How upgrades work on this server; "disabled" hides them. */
  billing: z.enum(["stripe", "sandbox", "disabled"]).optional(),
  subscription: ZSubscription.nullable(),
  /** null where unlimited. */
  usage: z.object({
    plansLeft: z.number().nullable(),
    regenerationsLeft: z.number().nullable(),
    coachMessagesLeft: z.number().nullable(),
  }),
});
export type TMe = z.infer<typeof ZMe>;

export const ZHealth = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  ai: z.enum(["offline", "openai"]),
  billing: z.enum(["sandbox", "stripe", "disabled"]),
});
export type THealth = z.infer<typeof ZHealth>;

/**
 * DELETE /api/me: the user types their own e-mail address to confirm (compared without case or surrounding spaces)
 * and their current password, so a session alone (a borrowed laptop, a stolen cookie) cannot delete the account
 * (ADR 0013). Every account signs in with e-mail and password; one who forgot it resets it first.
 */
export const ZDeleteAccount = z.object({
  confirm: z.string().max(320),
  password: z.string().min(1, "Enter your current password").max(128),
});
export type TDeleteAccount = z.infer<typeof ZDeleteAccount>;
