import { z } from "zod";
import type { TEquipmentProfile } from "#contracts/equipment-profiles";
import { CAPPED_KIT } from "#domain/planning/load-caps";
import { newEventDraft } from "../../lib/event-drafts";
import { userKey } from "../../lib/user-storage";
import { profileDraftOf } from "./equipment-drafts";
import { emptyForm, type PreferencesForm, STEPS, type StepId } from "./form-model";

// The onboarding answers not yet saved, kept in this browser so that a reload returns to the step the user was on
// with what they typed. They are the user's (ADR 0023, 0096): under their user id (lib/user-storage.ts), removed at
// finish and by the sign-out's sweep.

export interface OnboardingDraft {
  step: StepId;
  form: PreferencesForm;
}

const text = z.string().max(200);
const list = z.array(text).max(20);
// What was typed, not yet judged: the contract's schemas judge it at each step's check, as when it was typed.
const ZDraft = z.object({
  step: z.enum(STEPS),
  form: z.object({
    age: text,
    weight: text,
    heightCm: text,
    heightFt: text,
    heightIn: text,
    gender: text,
    primaryGoal: text,
    secondaryGoals: list,
    duration: text,
    frequency: text,
    preferredTimes: list,
    workoutTypes: list,
    // Drafts kept before the places and level existed have neither: the form's defaults fill them in.
    profiles: z
      .array(
        z.object({
          key: z.string().max(100).optional(),
          id: z.string().optional(),
          name: text,
          kit: z.array(text).max(40),
          isDefault: z.boolean(),
          // The weight limits as typed (ADR 0097); drafts kept before them have none.
          maxLoads: z
            .partialRecord(z.enum(CAPPED_KIT), z.object({ weight: text, unit: z.enum(["kg", "lb"]) }))
            .optional(),
        }),
      )
      .max(10)
      .optional(),
    experienceLevel: text.optional(),
    // Drafts kept before the shortest useful session existed (ADR 0094) have none: the form's default fills it in.
    shortest: text.optional(),
    events: z
      .array(
        z.object({
          id: z.string().optional(),
          name: text,
          repeats: z.enum(["weekly", "once"]),
          day: text,
          // A weekly event on several weekdays (form-model.ts EventDraft.days).
          days: z.array(text).max(7).optional(),
          dayIds: z.record(z.string(), z.string()).optional(),
          date: text,
          startTime: text,
          endTime: text,
        }),
      )
      .max(50),
  }),
});

const keyOf = (userId: string) => userKey(userId, "onboarding-draft");

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // access throws when storage is disabled
  }
}

/** The user's kept draft, or null (none, unreadable, or not a draft this version understands). */
export function loadDraft(userId: string): OnboardingDraft | null {
  try {
    const raw = local()?.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed = ZDraft.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { form } = parsed.data;
    return {
      step: parsed.data.step,
      form: {
        ...emptyForm(),
        // The enums were typed by this form; a value it would not offer fails the step's check, never the page.
        ...(form as Omit<PreferencesForm, "events" | "profiles">),
        ...(form.profiles
          ? {
              profiles: form.profiles.map((profile) => {
                const draft = profileDraftOf(profile as TEquipmentProfile);
                return { ...draft, key: profile.key ?? draft.key };
              }),
            }
          : {}),
        // Fresh keys: the page's counter of new events starts again after a reload.
        events: form.events.map((event) =>
          newEventDraft(event as Partial<PreferencesForm["events"][number]>),
        ),
      },
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: OnboardingDraft): void {
  try {
    local()?.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the answers stay on the page, as before drafts were kept.
  }
}

export function clearDraft(userId: string): void {
  try {
    local()?.removeItem(keyOf(userId));
  } catch {
    // Disabled storage holds no draft.
  }
}
