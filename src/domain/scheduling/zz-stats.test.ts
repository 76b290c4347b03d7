import fc from "fast-check";
import { it } from "vitest";
import { buildPlanSkeleton } from "./plan-skeleton";
import { scenarioForStats } from "./plan-skeleton.property.test";
it("stats", () => {
  fc.statistics(scenarioForStats, (input) => {
    try { const r = buildPlanSkeleton(input); return r.notices.some((n) => n.kind === "day-unavailable") ? "unavailable days" : r.notices.length ? "outside preferred" : "clean"; }
    catch { return "no slots"; }
  }, { numRuns: 2000 });
});
