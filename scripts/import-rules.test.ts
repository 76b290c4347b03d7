import { describe, expect, it } from "vitest";
import { featureEdge, featureImportProblem, findCycles, serverFeatureOf } from "./import-rules";

const F = "server/features";

describe("featureImportProblem", () => {
  it.each([
    [`${F}/workouts/plan.service.ts`, `${F}/events`],
    [`${F}/workouts/plan.service.ts`, `${F}/events/index`],
    [`${F}/workouts/plan.service.ts`, `${F}/events/index.ts`],
    [`${F}/workouts/plan.service.ts`, `${F}/workouts/workouts.repository`],
    [`${F}/workouts/plan.service.ts`, "server/db/client"],
    [`${F}/workouts/plan.service.ts`, "domain/scheduling/zoned-time"],
    ["server/app.ts", `${F}/workouts/workouts.routes`],
    // Tests set up rows and share helpers across features.
    [`${F}/coach/coach.integration.test.ts`, `${F}/usage/usage.repository`],
  ])("%s may import %s", (importer, target) => {
    expect(featureImportProblem(importer, target)).toBeNull();
  });

  it.each([
    [`${F}/workouts/plan.service.ts`, `${F}/events/events.repository`],
    [`${F}/calendar/calendar.service.ts`, `${F}/workouts/workouts.service`],
    [`${F}/me/me.repository.ts`, `${F}/billing/entitlements`],
  ])("%s may not import %s", (importer, target) => {
    expect(featureImportProblem(importer, target)).toMatch(/only through its index/);
  });

  it("refuses a file outside any feature folder", () => {
    expect(featureImportProblem(`${F}/billing-gate.ts`, "server/lib/errors")).toMatch(/belongs to a feature/);
  });
});

describe("featureEdge", () => {
  it("is the other feature an import reaches; none inside a feature, from a test or from outside", () => {
    expect(featureEdge(`${F}/workouts/plan.service.ts`, `${F}/events`)).toEqual({
      from: "workouts",
      to: "events",
    });
    expect(featureEdge(`${F}/workouts/plan.service.ts`, `${F}/workouts/x`)).toBeNull();
    expect(featureEdge(`${F}/events/a.integration.test.ts`, `${F}/workouts`)).toBeNull();
    expect(featureEdge("server/app.ts", `${F}/workouts`)).toBeNull();
  });
});

describe("serverFeatureOf", () => {
  it("names the feature folder", () => {
    expect(serverFeatureOf(`${F}/events/ics-parse.ts`)).toBe("events");
    expect(serverFeatureOf(`${F}/billing-gate.ts`)).toBeNull();
    expect(serverFeatureOf("server/app.ts")).toBeNull();
  });
});

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("findCycles", () => {
  it("finds none in an acyclic graph", () => {
    expect(findCycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("names a two-feature cycle once, from its first feature", () => {
    expect(findCycles(graph({ workouts: ["events"], events: ["workouts"] }))).toEqual([
      ["events", "workouts", "events"],
    ]);
  });

  it("names a longer cycle", () => {
    const cycles = findCycles(
      graph({ preferences: ["events"], events: ["workouts"], workouts: ["preferences", "settings"] }),
    );
    expect(cycles).toEqual([["events", "workouts", "preferences", "events"]]);
  });

  it("finds a cycle reached only through another feature", () => {
    expect(findCycles(graph({ a: ["b"], b: ["c"], c: ["b"] }))).toEqual([["b", "c", "b"]]);
  });
});
