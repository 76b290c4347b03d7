import { useQuery } from "@tanstack/react-query";
import { planStreak, type Streak, type StreakNote, streakNote } from "#domain/progress/streak";
import { type WeekProgress, weekProgress } from "#domain/progress/week-progress";
import { useSettings } from "../../lib/settings";
import { minutesNowIn, todayIn } from "../../lib/zoned-now";
import { useHistory } from "../../queries/history";
import { preferencesQuery } from "../../queries/preferences";
import { useWorkouts, type Workout } from "../../queries/workouts";

export interface DashboardData {
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  today: string;
  hasPlan: boolean;
  todays: Workout[];
  next: Workout | null;
  week: WeekProgress;
  streak: Streak;
  /** What the streak card says about this week, never more than this week's plan holds. */
  streakNote: StreakNote;
}

/** Everything the dashboard shows, computed by the pure progress rules with "today" in the user's own zone. */
export function useDashboardData(): DashboardData {
  const { settings } = useSettings();
  const workouts = useWorkouts();
  const history = useHistory();
  const scheduled = workouts.data ?? [];
  const completed = history.data ?? [];
  const hasData = scheduled.length + completed.length > 0;
  // The weekly target is the plan's frequency; asked only once a plan exists (a new user is sent to onboarding).
  const preferences = useQuery({ ...preferencesQuery, enabled: hasData });
  const today = todayIn(settings.timeZone);
  const nowMinutes = minutesNowIn(settings.timeZone);
  const nowTime = `${String(Math.floor(nowMinutes / 60)).padStart(2, "0")}:${String(nowMinutes % 60).padStart(2, "0")}`;
  const todays = scheduled.filter((w) => w.date === today);
  const next =
    scheduled.find(
      (w) => w.date > today || (w.date === today && w.endTime > nowTime && !todays.includes(w)),
    ) ??
    scheduled.find((w) => w.date > today) ??
    null;
  const streak = planStreak({
    today,
    history: completed,
    weeklyTarget: preferences.data?.workoutPreferences.frequency ?? 1,
  });
  return {
    isPending: workouts.isPending || history.isPending,
    error: workouts.error ?? history.error,
    refetch: () => {
      void workouts.refetch();
      void history.refetch();
    },
    today,
    hasPlan: scheduled.length > 0,
    todays,
    next,
    week: weekProgress({ today, scheduled, completed }),
    streak,
    streakNote: streakNote(streak, { today, scheduled }),
  };
}
