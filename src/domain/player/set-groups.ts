// Sets done, summed up for one line ("3 × 10 @ 60 kg"): runs of identical sets in a row become one group, so
// "10, 10, 8 at 60" reads as 2 × 10 @ 60 and 1 × 8 @ 60.

export interface DoneSet {
  reps: number | null;
  weight: number | null;
  seconds: number | null;
}

export interface SetGroup extends DoneSet {
  count: number;
}

export function groupSets(sets: readonly DoneSet[]): SetGroup[] {
  const groups: SetGroup[] = [];
  for (const set of sets) {
    const last = groups.at(-1);
    if (last && last.reps === set.reps && last.weight === set.weight && last.seconds === set.seconds) {
      last.count += 1;
    } else {
      groups.push({ count: 1, reps: set.reps, weight: set.weight, seconds: set.seconds });
    }
  }
  return groups;
}
