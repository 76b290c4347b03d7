import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOM_EXERCISE_LIMITS, type TCustomExerciseInput } from "#contracts/custom-exercises";
import { KIT, type Kit } from "#domain/planning/catalogue/kit";
import { MUSCLE_GROUPS, type MuscleGroup } from "#domain/planning/catalogue/types";
import { CUSTOM_KINDS, type CustomKind } from "#domain/planning/custom-exercises";
import { isApiError } from "../../lib/api";
import {
  type CustomExercise,
  useCreateCustomExercise,
  useUpdateCustomExercise,
} from "../../queries/custom-exercises";
import { Button } from "../ui/button";
import { ChipCheckboxGroup, ChipRadioGroup } from "../ui/chip-group";
import { Input } from "../ui/input";

// Creating or editing one of the person's own exercises (ADR 0091), in My exercises (settings) and from the exercise
// picker's "Create your own". The server says what is wrong with a name (taken, a catalogue name) in the user's
// language; the form checks only what it can see.

export function CustomExerciseForm({
  exercise,
  initialName = "",
  onSaved,
  onCancel,
}: {
  /** Editing this one; creating when absent. */
  exercise?: CustomExercise;
  initialName?: string;
  onSaved: (saved: CustomExercise) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCustomExercise();
  const update = useUpdateCustomExercise();
  const [name, setName] = useState(exercise?.name ?? initialName.slice(0, CUSTOM_EXERCISE_LIMITS.name));
  const [kind, setKind] = useState<CustomKind>(exercise?.kind ?? "loaded");
  const [primary, setPrimary] = useState<MuscleGroup[]>(exercise?.primaryMuscles ?? []);
  const [secondary, setSecondary] = useState<MuscleGroup[]>(exercise?.secondaryMuscles ?? []);
  const [kit, setKit] = useState<Kit[]>(exercise?.kit ?? []);
  const [shown, setShown] = useState(false);
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const nameError = name.trim() === "" ? t("exercises.custom.errors.name") : null;
  const primaryError = primary.length === 0 ? t("exercises.custom.errors.primary") : null;
  const serverError =
    isApiError(failure) && failure.code?.startsWith("CUSTOM_EXERCISE") ? failure.message : null;

  // Not a <form>: the picker that offers it sits inside the workout's edit form, and forms do not nest.
  const submit = () => {
    setShown(true);
    if (nameError || primaryError) return;
    const input: TCustomExerciseInput = {
      name: name.trim(),
      kind,
      primaryMuscles: primary,
      secondaryMuscles: secondary.filter((m) => !primary.includes(m)),
      kit,
    };
    if (exercise) update.mutate({ id: exercise.id, patch: input }, { onSuccess: onSaved });
    else create.mutate(input, { onSuccess: onSaved });
  };

  const muscleOptions = MUSCLE_GROUPS.map((m) => ({ value: m, label: t(`exercises.muscles.${m}`) }));
  return (
    <div className="grid gap-4" data-testid="custom-exercise-form">
      <Input
        label={t("exercises.custom.name")}
        value={name}
        maxLength={CUSTOM_EXERCISE_LIMITS.name}
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          submit();
        }}
        error={(shown ? nameError : null) ?? serverError}
      />
      <ChipRadioGroup
        name="kind"
        legend={t("exercises.custom.kind")}
        value={kind}
        onChange={setKind}
        columns="grid-cols-2 sm:grid-cols-4"
        options={CUSTOM_KINDS.map((k) => ({ value: k, label: t(`exercises.custom.kinds.${k}`) }))}
      />
      <ChipCheckboxGroup
        name="primary"
        legend={t("exercises.custom.primary")}
        value={primary}
        onChange={(value) => {
          setPrimary(value);
          setSecondary((current) => current.filter((m) => !value.includes(m)));
        }}
        error={shown ? primaryError : null}
        columns="grid-cols-2 sm:grid-cols-4"
        options={muscleOptions}
      />
      <ChipCheckboxGroup
        name="secondary"
        legend={t("exercises.custom.secondary")}
        value={secondary}
        onChange={setSecondary}
        columns="grid-cols-2 sm:grid-cols-4"
        options={muscleOptions.map((o) => ({ ...o, disabled: primary.includes(o.value) }))}
      />
      <ChipCheckboxGroup
        name="kit"
        legend={t("exercises.custom.kit")}
        description={t("exercises.custom.kitText")}
        value={kit}
        onChange={setKit}
        columns="grid-cols-2 sm:grid-cols-3"
        options={KIT.map((k) => ({ value: k, label: t(`exercises.kit.${k}`) }))}
      />
      {failure && !serverError ? (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
          {failure instanceof Error ? failure.message : String(failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t("exercises.custom.cancel")}
        </Button>
        <Button onClick={submit} loading={pending}>
          {exercise ? t("exercises.custom.save") : t("exercises.custom.create")}
        </Button>
      </div>
    </div>
  );
}
