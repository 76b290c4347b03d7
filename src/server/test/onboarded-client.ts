import type { TestServer } from "./harness";

// A signed-up, onboarded API client and its helpers, shared by the integration tests (not a test file itself).

export type Client = ReturnType<TestServer["client"]>;

/** Generous quotas so tests can generate freely; the quota test sets its own. */
export const TEST_QUOTAS = { FREE_PLANS_PER_WEEK: "1000", FREE_REGENERATIONS_PER_WEEK: "1000" };

export function preferences(schedule: unknown[] = [], overrides: Record<string, unknown> = {}) {
  return {
    personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
    fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
    workoutPreferences: {
      duration: 45,
      frequency: 3,
      preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
      workoutTypes: ["Weight Training", "Yoga"],
      ...overrides,
    },
    schedule,
  };
}

/** Signs up a fresh user and completes onboarding. */
export async function onboardedClient(server: TestServer, schedule: unknown[] = []): Promise<Client> {
  const client = server.client();
  await client.signUp();
  const saved = await client.request("/api/preferences", { method: "PUT", json: preferences(schedule) });
  if (saved.status !== 200) throw new Error(`preferences: ${saved.status} ${await saved.text()}`);
  return client;
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export interface PlanBody {
  workouts: {
    id: string;
    name: string;
    description: string;
    day: string;
    date: string;
    startTime: string;
    endTime: string;
    type: string;
    intensity: string;
    duration: number;
    exercises: { name: string; sets: number; reps: string; notes: string }[];
  }[];
  warnings: string[];
  notices: unknown[];
}

export async function generate(client: Client, body: unknown = {}): Promise<Response> {
  return client.request("/api/plan", { json: body });
}

export async function listWorkouts(client: Client): Promise<PlanBody["workouts"]> {
  const response = await client.request("/api/workouts");
  if (response.status !== 200) throw new Error(`workouts: ${response.status}`);
  return json(response);
}
