// @vitest-environment jsdom
import "../../../test/dom-timeouts";
import "fake-indexeddb/auto";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TMe } from "#contracts/me";
import type { TSettings } from "#contracts/settings";
import { defaultSettings } from "#contracts/settings-model";
import type { TCompleteRequest } from "#contracts/workouts";
import { AppProviders } from "../../../app/providers";
import { createI18n, loadFeatureStrings } from "../../../lib/i18n";
import { idbGet, OUTBOX_DB } from "../../../lib/offline/idb";
import { dropInProgress, type WorkoutInProgress } from "../../../lib/offline/in-progress";
import { queuedCompletions, removeQueued } from "../../../lib/offline/outbox";
import { userKey } from "../../../lib/user-storage";
import type { Workout } from "../../../queries/workouts";
import { keepSettingsFor } from "../../../test/kept-settings";
import { LBS_PER_KG } from "./completion";
import { WorkoutPlayer } from "./workout-player";

// The guided player as the user meets it: a set at a time, a countdown for timed exercises, a rest between sets,
// and at the end one POST /api/workouts/:id/complete with what was logged (weights sent in pounds, completion.ts).
// The clock is vitest's: the player's 200 ms ticks and Date.now() both follow vi.advanceTimersByTime.

const ME: TMe = {
  user: { id: "u1", email: "ana@example.com", name: "Ana", avatarUrl: "/api/avatars/u1.svg" },
  isNewUser: false,
  isPro: false,
  subscription: null,
  usage: { plansLeft: 1, regenerationsLeft: 3, coachMessagesLeft: 3 },
};

const WORKOUT: Workout = {
  id: "w1",
  name: "Leg day",
  description: "",
  day: "Tuesday",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  date: "2026-11-24",
  exercises: [
    { name: "Squat", sets: 2, reps: "8-10", notes: "Keep the back straight" },
    { name: "Plank", sets: 1, reps: "30 sec", notes: "" },
    { name: "Lunges", sets: 2, reps: "12", notes: "" },
  ],
};

interface Sent {
  path: string;
  body: TCompleteRequest;
}

/** Answers the app's own requests; records what the player sends on completion. */
function serve(settings: TSettings, completeStatus = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/settings") return json(200, settings);
      if (url.pathname === `/api/workouts/${WORKOUT.id}/complete` && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as TCompleteRequest;
        sent.push({ path: url.pathname, body });
        if (completeStatus !== 200)
          return json(completeStatus, { error: "INTERNAL", message: "Server trouble" });
        return json(200, { id: "done-1", workoutId: WORKOUT.id, name: WORKOUT.name });
      }
      return json(404, { error: "NOT_FOUND", message: "Not found" });
    }),
  );
  return sent;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
  await loadFeatureStrings(["workouts", "notifications"], i18n);
});

beforeEach(() => {
  localStorage.clear();
  // setImmediate stays real: IndexedDB (fake-indexeddb) runs its transactions on it, and the player keeps the workout
  // in progress there from the first set (ADR 0057).
  vi.useFakeTimers({
    now: new Date("2026-11-24T07:00:00Z"),
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Each test starts with no workout in progress. A test that logs sets and ends at once leaves its keeps queued;
  // one of them (done: 1) then landed in the next test that reads the kept workout. Dropping the workout here runs
  // after every queued write (they go one after the other) and removes what they wrote.
  await dropInProgress(WORKOUT.id);
});

function renderPlayer(settings: TSettings, onClose = vi.fn(), saved?: unknown, workout = WORKOUT) {
  keepSettingsFor(ME.user.id, settings);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: 0 } } })}>
      <AppProviders i18n={i18n} initialDevice={settings} initialMe={ME}>
        <WorkoutPlayer workout={workout} saved={saved} onClose={onClose} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole("dialog"), onClose };
}

const metric: TSettings = { ...defaultSettings("UTC"), measurementUnit: "metric", soundEffects: false };
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Lets the mutation's fetch and its React updates settle (the promises run on the faked clock's microtasks). */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("workout player", () => {
  it("walks a workout set by set with rests and a timed set, then sends what was logged", async () => {
    const sent = serve(metric);
    const { dialog, onClose } = renderPlayer(metric);

    // First set: the exercise, its position and target; reps pre-filled with the prescription's count (the top of a range).
    expect(within(dialog).getByText("Squat")).toBeTruthy();
    expect(within(dialog).getByText("Exercise 1 of 3 · Set 1 of 2")).toBeTruthy();
    expect(within(dialog).getByText("Target: 8-10")).toBeTruthy();
    expect(within(dialog).getByText("Keep the back straight")).toBeTruthy();
    expect(within(dialog).getByText("0 of 5 sets done")).toBeTruthy();
    expect((screen.getByLabelText("Reps done") as HTMLInputElement).value).toBe("10");
    expect(screen.getByLabelText("Weight (kg)")).toBeTruthy();

    type("Reps done", "9");
    type("Weight (kg)", "60,5"); // a decimal comma is read as a point
    click("Done: next");
    // Each set is sent with when it was ticked (ADR 0098).
    const doneAt = [new Date(Date.now()).toISOString()];

    // The default rest (60 s) starts at once and counts down with the clock.
    expect(screen.getByText("Rest")).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Rest time left" }).textContent).toBe("1:00");
    expect(screen.getByText("Next: Squat, set 2 of 2")).toBeTruthy();
    expect(within(dialog).getByText("1 of 5 sets done")).toBeTruthy();
    advance(20_000);
    expect(screen.getByRole("timer", { name: "Rest time left" }).textContent).toBe("0:40");
    // When the rest runs out, the next set starts by itself; the weight typed stays (same bar, next set).
    advance(40_000);
    expect(within(dialog).getByText("Exercise 1 of 3 · Set 2 of 2")).toBeTruthy();
    expect((screen.getByLabelText("Weight (kg)") as HTMLInputElement).value).toBe("60,5");
    expect((screen.getByLabelText("Reps done") as HTMLInputElement).value).toBe("10");
    click("Done: next");
    doneAt.push(new Date(Date.now()).toISOString());

    // Skipping the rest goes straight to the timed exercise: a countdown that waits for Start.
    click("Skip rest");
    expect(within(dialog).getByText("Plank")).toBeTruthy();
    const timer = () => screen.getByRole("timer", { name: "Time left" }).textContent;
    expect(timer()).toBe("0:30");
    expect(screen.queryByLabelText("Reps done")).toBeNull();
    advance(5_000);
    expect(timer()).toBe("0:30");

    click("Start timer");
    advance(10_000);
    expect(timer()).toBe("0:20");
    click("Pause");
    advance(60_000); // paused: the clock moves, the countdown does not
    expect(timer()).toBe("0:20");
    expect(screen.getByRole("button", { name: "Start timer" })).toBeTruthy();
    click("Start timer");
    advance(20_000);
    // The countdown ran out: the set counts as done (then) and the rest before the next exercise begins.
    doneAt.push(new Date(Date.now()).toISOString());
    expect(screen.getByText("Next: Lunges, set 1 of 2")).toBeTruthy();
    expect(within(dialog).getByText("3 of 5 sets done")).toBeTruthy();

    click("Skip rest");
    expect(within(dialog).getByText("Exercise 3 of 3 · Set 1 of 2")).toBeTruthy();
    click("Skip exercise"); // the last exercise skipped: the workout is finished

    expect(screen.getByText("Workout done!")).toBeTruthy();
    expect(
      screen.getByText("You logged 3 of 5 sets. Add a note if you like, then save it to your history."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Notes (optional)"), { target: { value: "  Felt strong  " } });
    click("Save to history");
    await settle();

    expect(sent).toHaveLength(1);
    const body = sent[0]?.body;
    expect(body?.completedAt).toBe(new Date(Date.now()).toISOString());
    expect(body?.notes).toBe("Felt strong");
    const squatPounds = Math.round(60.5 * LBS_PER_KG * 10) / 10;
    expect(body?.exercises).toEqual([
      {
        name: "Squat",
        sets: 2,
        reps: "8-10",
        notes: "Keep the back straight",
        weight: squatPounds,
        loggedSets: [
          { reps: 9, weight: squatPounds, seconds: null, completedAt: doneAt[0] },
          { reps: 10, weight: squatPounds, seconds: null, completedAt: doneAt[1] },
        ],
      },
      {
        name: "Plank",
        sets: 1,
        reps: "30 sec",
        notes: "",
        weight: null,
        loggedSets: [{ reps: null, weight: null, seconds: 30, completedAt: doneAt[2] }],
      },
    ]);
    // A minute's rest apart, then the second set ticked at once after it: the gaps are the person's pace.
    expect(Date.parse(doneAt[1]!) - Date.parse(doneAt[0]!)).toBe(60_000);
    // Lunges were skipped: nothing logged, nothing sent for them. The player closes once the server has it.
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("uses the rest chosen last time, and none at all when set to 0", () => {
    localStorage.setItem(userKey(ME.user.id, "rest-seconds"), "15");
    serve(metric);
    renderPlayer(metric);
    const select = screen.getByLabelText("Rest between sets") as HTMLSelectElement;
    expect(select.value).toBe("15");

    click("Done: next");
    expect(screen.getByRole("timer", { name: "Rest time left" }).textContent).toBe("0:15");
    click("Skip rest");

    fireEvent.change(select, { target: { value: "0" } });
    expect(localStorage.getItem(userKey(ME.user.id, "rest-seconds"))).toBe("0");
    click("Done: next");
    // No rest: straight to the next exercise's countdown.
    expect(screen.queryByRole("timer", { name: "Rest time left" })).toBeNull();
    expect(screen.getByText("Plank")).toBeTruthy();
  });

  it("ends early on request, shows pounds for imperial users, and offers a retry when saving fails", async () => {
    const imperial: TSettings = { ...metric, measurementUnit: "imperial" };
    const sent = serve(imperial, 500);
    const { onClose } = renderPlayer(imperial);
    expect(screen.getByLabelText("Weight (lbs)")).toBeTruthy();
    type("Weight (lbs)", "135");
    click("Done: next");
    const doneAt = new Date(Date.now()).toISOString();
    click("End workout");
    // Sets are logged: ending asks whether to keep them.
    expect(screen.getByRole("dialog", { name: "End this workout?" })).toBeTruthy();
    click("Save what I did");

    expect(screen.getByText("Workout done!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "End workout" })).toBeNull();
    click("Save to history");
    await settle();

    expect(sent).toHaveLength(1);
    // Pounds are sent as typed; no notes typed, so none sent.
    expect(sent[0]?.body.exercises?.[0]?.loggedSets).toEqual([
      { reps: 10, weight: 135, seconds: null, completedAt: doneAt },
    ]);
    expect(sent[0]?.body).not.toHaveProperty("notes");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(/Server trouble/)).toBeTruthy();
  });

  it("without a network, keeps the finished workout and its sets on the device and sends nothing (ADR 0052)", async () => {
    const sent = serve(metric);
    const { onClose } = renderPlayer(metric);
    type("Weight (kg)", "60");
    click("Done: next");
    const doneAt = new Date(Date.now()).toISOString();
    click("End workout");
    click("Save what I did");
    // IndexedDB (fake-indexeddb) schedules its work on the real clock.
    vi.useRealTimers();
    onlineManager.setOnline(false);
    try {
      click("Save to history");
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    } finally {
      onlineManager.setOnline(true);
    }
    expect(sent).toEqual([]); // nothing went out
    expect(onClose).toHaveBeenCalled();
    const queued = await queuedCompletions(ME.user.id);
    expect(queued.map((item) => [item.owner, item.workoutId, item.workoutName])).toEqual([
      ["u1", "w1", "Leg day"],
    ]);
    // The set's time is kept on the device too, and sent with it later (ADR 0098).
    expect(queued[0]?.body.exercises?.[0]?.loggedSets).toEqual([
      { reps: 10, weight: Math.round(60 * LBS_PER_KG * 10) / 10, seconds: null, completedAt: doneAt },
    ]);
    await removeQueued(queued[0]!.id);
  });

  it("moves the focus to the next phase's main action when the pressed button goes away", () => {
    serve(metric);
    renderPlayer(metric);
    const done = screen.getByRole("button", { name: "Done: next" });
    done.focus();
    fireEvent.click(done);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Skip rest" }));
    fireEvent.click(screen.getByRole("button", { name: "Skip rest" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Done: next" }));
    // A field being typed in keeps the focus when the rest runs out underneath it.
    click("Done: next");
    const select = screen.getByLabelText("Rest between sets");
    select.focus();
    advance(60_000);
    expect(within(screen.getByRole("dialog")).getByText("Plank")).toBeTruthy();
    expect(document.activeElement).toBe(select);
  });

  it("keeps the screen on while the workout runs and lets go when it is finished", async () => {
    const released = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ released: false, release: released }));
    vi.stubGlobal("navigator", { ...navigator, wakeLock: { request } });
    serve(metric);
    renderPlayer(metric);
    await settle();
    expect(request).toHaveBeenCalledWith("screen");
    expect(released).not.toHaveBeenCalled();
    click("End workout");
    await settle();
    expect(released).toHaveBeenCalledTimes(1);
  });

  it("keeps the workout from its first set, resumes it where it was, and forgets it only when discarded (ADR 0057)", async () => {
    serve(metric);
    const { onClose } = renderPlayer(metric);
    type("Weight (kg)", "60");
    click("Done: next");
    click("Skip rest");
    click("Done: next");
    click("Skip rest");
    expect(screen.getByText("Exercise 2 of 3 · Set 1 of 1")).toBeTruthy();
    // IndexedDB (fake-indexeddb) schedules its work on the real clock.
    vi.useRealTimers();
    const kept = async () => (await idbGet<WorkoutInProgress[]>("in-progress", OUTBOX_DB)) ?? [];
    await waitFor(async () => expect((await kept())[0]?.done).toBe(2));
    // Closing asks nothing.
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
    cleanup();

    const [entry] = await kept();
    expect(entry).toMatchObject({ owner: "u1", workout: { id: "w1" }, done: 2, total: 5 });
    renderPlayer(metric, vi.fn(), entry!.state);
    expect(screen.getByText("2 of 5 sets done")).toBeTruthy();
    expect(screen.getByText("Exercise 2 of 3 · Set 1 of 1")).toBeTruthy();
    expect(screen.getByText("Plank")).toBeTruthy();

    // Ending with sets logged asks; discarding forgets the workout.
    const closeAgain = vi.fn();
    cleanup();
    renderPlayer(metric, closeAgain, entry!.state);
    click("End workout");
    click("Discard workout");
    // The player closes once the kept copy is gone, so the store is empty by then.
    await waitFor(() => expect(closeAgain).toHaveBeenCalled());
    expect(await kept()).toEqual([]);
  });

  it("gives a timed hold in a superset its own countdown: A1 row, B1 plank 45 s, one rest after the pair", () => {
    serve(metric);
    const superset: Workout = {
      ...WORKOUT,
      exercises: [
        { name: "Dumbbell Row", sets: 2, reps: "10", notes: "", group: "A" },
        { name: "Plank", sets: 2, reps: "45 s", notes: "", group: "A" },
      ],
    };
    const { dialog } = renderPlayer(metric, vi.fn(), undefined, superset);
    expect(within(dialog).getByText("Superset · A1")).toBeTruthy();
    expect(screen.queryByRole("timer", { name: "Time left" })).toBeNull();
    click("Done: next");
    // The plank's turn, straight after the row: its own countdown, no rest in between.
    expect(within(dialog).getByText("Superset · B1")).toBeTruthy();
    expect(within(dialog).getByText("Plank")).toBeTruthy();
    expect(screen.queryByRole("timer", { name: "Rest time left" })).toBeNull();
    const hold = () => screen.getByRole("timer", { name: "Time left" }).textContent;
    expect(hold()).toBe("0:45");
    click("Start timer");
    // The clock jumps 30 s with no tick in between (a locked screen): the countdown reads the time, not a count.
    act(() => vi.setSystemTime(Date.now() + 30_000));
    advance(200);
    expect(hold()).toBe("0:15");
    advance(15_000);
    // The hold is done: one rest after the pair, then the row again.
    expect(screen.getByRole("timer", { name: "Rest time left" })).toBeTruthy();
    expect(screen.getByText("Next: Dumbbell Row, set 2 of 2")).toBeTruthy();
    click("Skip rest");
    expect(within(dialog).getByText("Superset · A2")).toBeTruthy();
  });
});
