// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { newEventDraft } from "../../lib/event-drafts";
import { userKey } from "../../lib/user-storage";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { emptyForm } from "./form-model";

const KEY = (userId: string) => userKey(userId, "onboarding-draft");

afterEach(() => localStorage.clear());

describe("onboarding draft", () => {
  it("round-trips the step and the answers per user, and clearing forgets only that user's", () => {
    const form = { ...emptyForm(), age: "34", gender: "female" as const, workoutTypes: ["Yoga" as const] };
    saveDraft("user-a", { step: "workout", form });
    expect(loadDraft("user-a")).toEqual({ step: "workout", form });
    expect(loadDraft("user-b")).toBeNull();
    saveDraft("user-b", { step: "goals", form: emptyForm() });
    clearDraft("user-a");
    expect(loadDraft("user-a")).toBeNull();
    expect(loadDraft("user-b")?.step).toBe("goals");
  });

  it("gives restored events fresh keys, so an event added after the reload cannot take one of theirs", () => {
    const event = newEventDraft({ name: "Standup", days: ["Monday", "Friday"] });
    saveDraft("user-a", { step: "week", form: { ...emptyForm(), events: [event] } });
    const restored = loadDraft("user-a")?.form.events;
    // Its weekdays too: a Mon–Fri event comes back as one entry on those days.
    expect(restored?.[0]).toMatchObject({
      name: "Standup",
      startTime: event.startTime,
      days: ["Monday", "Friday"],
    });
    expect(restored?.[0]?.key).not.toBe(event.key);
  });

  it("ignores a draft it cannot read: corrupt JSON, an unknown step, a field of the wrong type", () => {
    localStorage.setItem(KEY("user-a"), "{not json");
    expect(loadDraft("user-a")).toBeNull();
    localStorage.setItem(KEY("user-a"), JSON.stringify({ step: "payment", form: emptyForm() }));
    expect(loadDraft("user-a")).toBeNull();
    localStorage.setItem(KEY("user-a"), JSON.stringify({ step: "goals", form: { ...emptyForm(), age: 34 } }));
    expect(loadDraft("user-a")).toBeNull();
  });
});
