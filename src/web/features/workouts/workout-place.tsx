import { MapPin } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { usePreferences } from "../../queries/preferences";
import { useRegenerateWorkout, type Workout } from "../../queries/workouts";
import { RequestError } from "./request-error";

/**
 * Where this workout is done (ADR 0082): a Saturday at home, a weekday at the gym. Choosing another place re-plans
 * its exercises for that place's equipment (one regeneration). Shown only to users with more than one place.
 */
export function WorkoutPlace({ workout, onReplanned }: { workout: Workout; onReplanned: () => void }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const regenerate = useRegenerateWorkout();
  const profiles = preferences.data?.equipmentProfiles ?? [];
  const current =
    profiles.find((profile) => profile.id === workout.equipmentProfileId) ??
    profiles.find((profile) => profile.isDefault);
  const [chosen, setChosen] = useState<string | null>(null);
  if (profiles.length < 2 || !current) return null;
  const selected = chosen ?? current.id;
  const replan = () =>
    regenerate.mutate(
      { id: workout.id, equipmentProfileId: selected },
      {
        onSuccess: () => {
          toast.success(t("workouts.place.replanned"));
          onReplanned();
        },
      },
    );
  return (
    <div className="space-y-2 rounded-2xl bg-slate-50 p-4 dark:bg-slate-900/60">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Select
          label={t("workouts.place.label")}
          description={t("workouts.place.hint")}
          value={selected}
          onChange={(e) => setChosen(e.target.value)}
          options={profiles.map((profile) => ({ value: profile.id, label: profile.name }))}
        />
        <Button
          variant="secondary"
          disabled={selected === current.id}
          loading={regenerate.isPending}
          icon={<MapPin aria-hidden="true" className="size-4" />}
          onClick={replan}
        >
          {t("workouts.place.replan")}
        </Button>
      </div>
      {regenerate.isError ? <RequestError error={regenerate.error} /> : null}
    </div>
  );
}
