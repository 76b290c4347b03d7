import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "#contracts/settings";
import { createTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("settings API", () => {
  it("requires a session", async () => {
    const response = await server.client().request("/api/settings");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "UNAUTHORIZED" });
  });

  it("starts from the product's defaults", async () => {
    const c = server.client();
    await c.signUp();
    expect(await (await c.request("/api/settings")).json()).toEqual(defaultSettings());
  });

  it("merges partial updates, notifications field by field, and keeps them", async () => {
    const c = server.client();
    await c.signUp();
    await c.request("/api/settings", {
      method: "PATCH",
      json: { theme: "dark", notifications: { email: false } },
    });
    const second = await c.request("/api/settings", {
      method: "PATCH",
      json: { language: "es", notifications: { push: false }, timeZone: "America/New_York" },
    });
    expect(second.status).toBe(200);
    const expected = {
      ...defaultSettings(),
      theme: "dark",
      language: "es",
      timeZone: "America/New_York",
      notifications: { email: false, push: false, workout: true, progress: true, schedule: true },
    };
    expect(await second.json()).toEqual(expected);
    expect(await (await c.request("/api/settings")).json()).toEqual(expected);
  });

  it("turns the auto-plan (rolling weeks) off and on again", async () => {
    const c = server.client();
    await c.signUp();
    expect(await (await c.request("/api/settings")).json()).toMatchObject({ autoPlan: true });
    const off = await c.request("/api/settings", { method: "PATCH", json: { autoPlan: false } });
    expect(await off.json()).toEqual({ ...defaultSettings(), autoPlan: false });
    expect(await (await c.request("/api/settings")).json()).toEqual({
      ...defaultSettings(),
      autoPlan: false,
    });
    // Another field's patch leaves it as it is.
    await c.request("/api/settings", { method: "PATCH", json: { theme: "dark" } });
    expect(await (await c.request("/api/settings")).json()).toMatchObject({ theme: "dark", autoPlan: false });
    await c.request("/api/settings", { method: "PATCH", json: { autoPlan: true } });
    expect(await (await c.request("/api/settings")).json()).toMatchObject({ autoPlan: true });
  });

  it("keeps one user's settings away from another's", async () => {
    const a = server.client();
    const b = server.client();
    await a.signUp();
    await b.signUp();
    await a.request("/api/settings", { method: "PATCH", json: { measurementUnit: "metric" } });
    expect(
      ((await (await b.request("/api/settings")).json()) as { measurementUnit: string }).measurementUnit,
    ).toBe("imperial");
  });

  it.each([
    [{ theme: "purple" }, "theme"],
    [{ language: "fr" }, "language"],
    [{ measurementUnit: "cubits" }, "measurementUnit"],
    [{ soundEffects: "yes" }, "soundEffects"],
    [{ autoPlan: "yes" }, "autoPlan"],
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
    [{ notifications: { email: "no" } }, "notifications.email"],
    [{ notifications: { sms: true } }, "notifications"],
    [{ isPro: true }, ""],
    [{ barbell: { metric: { bar: -1, plates: [5] } } }, "barbell.metric.bar"],
    [{ barbell: { metric: { bar: 20, plates: [] } } }, "barbell.metric.plates"],
    [{ barbell: { imperial: { bar: 45, plates: [5, 5] } } }, "barbell.imperial.plates"],
    [{ barbell: { imperial: { bar: 45, plates: [0] } } }, "barbell.imperial.plates.0"],
    [{ barbell: { stones: { bar: 3, plates: [1] } } }, "barbell"],
  ])("refuses %j with 400 naming %s and writes nothing", async (patch, path) => {
    const c = server.client();
    await c.signUp();
    const response = await c.request("/api/settings", { method: "PATCH", json: patch });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe("VALIDATION_ERROR");
    expect(body.issues.map((i) => i.path)).toContain(path);
    expect(await (await c.request("/api/settings")).json()).toEqual(defaultSettings());
  });

  it("refuses a JSON array or a number as the body", async () => {
    const c = server.client();
    await c.signUp();
    for (const json of [[1, 2], 42, "dark"]) {
      const response = await c.request("/api/settings", { method: "PATCH", json });
      expect(response.status).toBe(400);
    }
  });
});

// Runs on both databases; on PGlite one connection serialises the requests, on PostgreSQL (a pool of five) they
// genuinely overlap, which is where a read-merge-write in JavaScript lost all but one of the changes.
describe("settings API under concurrent PATCHes", () => {
  const nonDefault = [
    { theme: "dark" },
    { language: "es" },
    { measurementUnit: "metric" },
    { soundEffects: false },
    { timeZone: "Europe/Berlin" },
    { autoPlan: false },
    { effort: "rpe" },
    { barbell: { metric: { bar: 15, plates: [20, 10, 5, 2.5, 0.5] } } },
    { barbell: { imperial: { bar: 35, plates: [45, 25, 10, 5, 1.25] } } },
    { notifications: { email: false } },
    { notifications: { push: false } },
    { notifications: { workout: false } },
    { notifications: { progress: false } },
    { notifications: { schedule: false } },
  ];
  const backToDefault = [
    { theme: "system" },
    { language: "en" },
    { measurementUnit: "imperial" },
    { soundEffects: true },
    { timeZone: "UTC" },
    { autoPlan: true },
    { effort: "off" },
    { barbell: { metric: defaultSettings().barbell.metric } },
    { barbell: { imperial: defaultSettings().barbell.imperial } },
    { notifications: { email: true } },
    { notifications: { push: true } },
    { notifications: { workout: true } },
    { notifications: { progress: true } },
    { notifications: { schedule: true } },
  ];
  const changed = {
    theme: "dark",
    language: "es",
    measurementUnit: "metric",
    soundEffects: false,
    timeZone: "Europe/Berlin",
    autoPlan: false,
    effort: "rpe",
    barbell: {
      metric: { bar: 15, plates: [20, 10, 5, 2.5, 0.5] },
      imperial: { bar: 35, plates: [45, 25, 10, 5, 1.25] },
    },
    notifications: { email: false, push: false, workout: false, progress: false, schedule: false },
  };

  async function patchAll(c: ReturnType<TestServer["client"]>, patches: object[]) {
    const responses = await Promise.all(
      patches.map((json) => c.request("/api/settings", { method: "PATCH", json })),
    );
    expect(responses.map((r) => r.status)).toEqual(patches.map(() => 200));
  }

  it("keeps every change of twenty-eight parallel PATCHes, each of a different field, first row included", async () => {
    const c = server.client();
    await c.signUp();
    // No settings row exists yet: the first round also races the row's creation.
    await patchAll(c, [...nonDefault, ...nonDefault]);
    expect(await (await c.request("/api/settings")).json()).toEqual(changed);
    await patchAll(c, [...backToDefault, ...backToDefault]);
    expect(await (await c.request("/api/settings")).json()).toEqual(defaultSettings());
  });

  it("keeps every change across repeated rounds of interleaved toggles", async () => {
    const c = server.client();
    await c.signUp();
    for (let round = 0; round < 5; round += 1) {
      const turnOff = round % 2 === 0;
      await patchAll(c, turnOff ? nonDefault : backToDefault);
      expect(await (await c.request("/api/settings")).json()).toEqual(turnOff ? changed : defaultSettings());
    }
  });
});
