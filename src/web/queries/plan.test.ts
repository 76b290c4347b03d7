// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { TPlanResponse } from "#contracts/workouts";
import { userKey } from "../lib/user-storage";
import { PLAN_WARNINGS_KEY, planGenerated } from "./plan";
import { USAGE_KEY } from "./usage";
import { WORKOUTS_KEY } from "./workouts";

afterEach(() => sessionStorage.clear());

describe("planGenerated", () => {
  it("puts the new workouts and warnings in the cache, keeps the warnings for the tab, and marks the quota stale", () => {
    const client = new QueryClient();
    client.setQueryData(USAGE_KEY, { plansLeft: 1 });
    const plan = {
      workouts: [{ id: "w1" }],
      warnings: ["Only 2 of 3 days had a free slot"],
      notices: [{ kind: "missing-days" }],
    } as unknown as TPlanResponse;
    planGenerated(client, "user-a", plan);
    expect(client.getQueryData(WORKOUTS_KEY)).toEqual(plan.workouts);
    expect(client.getQueryData(PLAN_WARNINGS_KEY)).toEqual({
      warnings: plan.warnings,
      notices: plan.notices,
    });
    expect(JSON.parse(sessionStorage.getItem(userKey("user-a", "plan-warnings")) ?? "null")).toEqual({
      warnings: plan.warnings,
      notices: plan.notices,
    });
    expect(client.getQueryState(USAGE_KEY)?.isInvalidated).toBe(true);
  });
});
