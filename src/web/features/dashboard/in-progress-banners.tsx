import { WorkoutInProgressBanner } from "../../components/workout-in-progress";
import { useWorkoutsInProgress } from "../../lib/offline/in-progress";

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
