import type { FitResult } from "./session-fit";

// Why a planned workout changed (ADR 0079), as data a screen turns into one line in the person's language:
// "35 min: your 10:00 meeting grew; squats kept, curls dropped, 3 sets of rows moved to Thursday". The domain says
// what happened; the words live with the web app's locales.

/** What took the time: an event that grew into the slot, or a day whose longest free slot is short. */
export type ShortenedCause =
  | { kind: "event-grew"; eventName: string; startTime: string }
  | { kind: "short-day"; longestFreeMinutes: number };

export interface SetsLine {
  name: string;
  sets: number;
}

export type WorkoutChange =
  | {
      code: "shortened";
      /** The new length in minutes. */
      minutes: number;
      cause: ShortenedCause;
      /** Main lifts, all kept. */
      kept: string[];
      /** Sets no longer in the session; `movedTo` says which of them another session took. */
      dropped: SetsLine[];
      supersets: string[][];
      movedTo: (SetsLine & { date: string })[];
    }
  | {
      code: "carried-in";
      minutes: number;
      /** Sets taken in from an earlier session of the week (`from` is its date). */
      added: (SetsLine & { from: string })[];
    }
  | {
      /** A pinned workout the calendar now overlaps: flagged, never changed. */
      code: "pinned-conflict";
      minutes: number;
      freeMinutes: number;
    }
  | {
      /** Not even the shortest useful session fits where it was: it moves (the scheduler finds the slot). */
      code: "moved";
      minutes: number;
      freeMinutes: number;
    };

/** The reason for a workout shrunk in place, with the sets other sessions took (from carryOutstanding's records). */
export function shortenedChange(
  fit: FitResult,
  cause: ShortenedCause,
  moved: readonly { name: string; sets: number; date: string }[] = [],
): WorkoutChange {
  return {
    code: "shortened",
    minutes: fit.workout.duration,
    cause,
    kept: fit.kept,
    dropped: fit.dropped.map(({ name, sets }) => ({ name, sets })),
    supersets: fit.supersets,
    movedTo: moved.map(({ name, sets, date }) => ({ name, sets, date })),
  };
}
