import { WorkoutInProgressBanner } from "../../components/workout-in-progress";
import { useWorkoutsInProgress } from "../../lib/offline/in-progress";
import type { Workout } from "../../queries/workouts";
import { StartLink } from "./start-link";

// "Workout in progress — Resume" on the dashboard (ADR 0057), loaded after the page: the kept workouts are read from
// IndexedDB, which answers after the first paint anyway, so the banner's code stays out of the signed-in shell's first
// load (its budget, docs/architecture.md §7).
export default function InProgressBanners({ owner }: { owner: string }) {
  const inProgress = useWorkoutsInProgress(owner);
  return inProgress?.map((entry) => (
    <div key={entry.workout.id} className="mb-5">
      <WorkoutInProgressBanner entry={entry} />
    </div>
  ));
}

/** The dashboard's Start on a workout, or Resume when the player kept that workout in progress on this device. */
export function StartOrResumeLink({ owner, workout }: { owner: string; workout: Workout }) {
  const inProgress = useWorkoutsInProgress(owner);
  return (
    <StartLink
      workout={workout}
      resume={inProgress?.some((entry) => entry.workout.id === workout.id) ?? false}
    />
  );
}
