import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

interface NotificationList {
  notifications: Array<{ title: string; message: string; read: boolean }>;
  unreadCount: number;
}

async function notificationsOf(client: Client): Promise<NotificationList> {
  return json<NotificationList>(await client.request("/api/notifications"));
}

describe("workout notifications", () => {
  it("tells the user when a plan is ready and when a workout is completed", async () => {
    const client = await onboardedClient(server);
    const plan = await json<PlanBody>(await generate(client, { startDate: "2030-01-07" }));
    let list = await notificationsOf(client);
    expect(list.notifications.map((n) => n.title)).toEqual(["New workout plan ready"]);
    expect(list.notifications[0]?.message).toBe(
      `Your plan has ${plan.workouts.length} workouts for the next 7 days.`,
    );

    const first = plan.workouts[0];
    if (!first) throw new Error("the plan is empty");
    const complete = () => client.request(`/api/workouts/${first.id}/complete`, { method: "POST", json: {} });
    expect((await complete()).status).toBe(201);
    expect((await complete()).status).toBe(200); // a double click: one history row, one notification
    list = await notificationsOf(client);
    expect(list.notifications.map((n) => n.title)).toEqual(["Workout completed", "New workout plan ready"]);
    expect(list.unreadCount).toBe(2);
  });

  it("stays quiet when the user turned the toggles off", async () => {
    const client = await onboardedClient(server);
    const off = await client.request("/api/settings", {
      method: "PATCH",
      json: { notifications: { schedule: false, progress: false } },
    });
    expect(off.status).toBe(200);
    const plan = await json<PlanBody>(await generate(client, { startDate: "2030-01-07" }));
    expect(plan.workouts.length).toBeGreaterThan(0);
    expect(await notificationsOf(client)).toEqual({ notifications: [], unreadCount: 0 });
  });
});
