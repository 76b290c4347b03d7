// Free and Pro limits (docs/architecture.md §4) in one place. Pure: the clock and any overrides come in as arguments; the server
// reads FREE_PLANS_PER_WEEK, FREE_REGENERATIONS_PER_WEEK, FREE_COACH_MESSAGES and PRO_COACH_MESSAGES_PER_DAY from
// its environment and passes them to resolveLimits.

export const QUOTA_KINDS = ["plan", "regeneration", "coachMessage"] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];
export type Tier = "free" | "pro";

export interface UsageLimits {
  /** Plan generations per rolling 7 days on Free. */
  freePlansPerWeek: number;
  /** Single-workout regenerations per rolling 7 days on Free. */
  freeRegenerationsPerWeek: number;
  /** Coach messages in all on Free (a taste, never reset). */
  freeCoachMessages: number;
  /** Pro's fair-use cap on coach messages per rolling 24 hours. */
  proCoachMessagesPerDay: number;
}

export const DEFAULT_LIMITS: Readonly<UsageLimits> = Object.freeze({
  freePlansPerWeek: 1,
  freeRegenerationsPerWeek: 3,
  freeCoachMessages: 3,
  proCoachMessagesPerDay: 100,
});

/** The defaults with whatever the caller overrides; an override must be a whole number of at least 0. */
export function resolveLimits(overrides: Partial<UsageLimits> = {}): UsageLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof UsageLimits)[]) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${key} must be a whole number ≥ 0`);
    limits[key] = value;
  }
  return limits;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a quota is counted: events since `windowMs` before now, or in all time when windowMs is null. */
export interface QuotaRule {
  /** null: unlimited. */
  limit: number | null;
  /** null: every event ever counts. */
  windowMs: number | null;
}

export function quotaRule(kind: QuotaKind, tier: Tier, limits: UsageLimits): QuotaRule {
  switch (kind) {
    case "plan":
      return tier === "pro"
        ? { limit: null, windowMs: null }
        : { limit: limits.freePlansPerWeek, windowMs: 7 * DAY_MS };
    case "regeneration":
      return tier === "pro"
        ? { limit: null, windowMs: null }
        : { limit: limits.freeRegenerationsPerWeek, windowMs: 7 * DAY_MS };
    case "coachMessage":
      return tier === "pro"
        ? { limit: limits.proCoachMessagesPerDay, windowMs: DAY_MS }
        : { limit: limits.freeCoachMessages, windowMs: null };
  }
}

/** The earliest instant whose events count against the quota; null when all of them count (or none matter). */
export function windowStart(rule: QuotaRule, now: Date): Date | null {
  return rule.limit === null || rule.windowMs === null ? null : new Date(now.getTime() - rule.windowMs);
}

/** What is left given what was used in the window; null when unlimited. Never negative. */
export function remaining(rule: QuotaRule, used: number): number | null {
  return rule.limit === null ? null : Math.max(0, rule.limit - used);
}

/** Whether one more use fits. */
export function allows(rule: QuotaRule, used: number): boolean {
  return rule.limit === null || used < rule.limit;
}
