import { CalendarPlus, CalendarRange, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FITNESS_GOALS, GENDERS, PREFERRED_TIME_WINDOWS, WORKOUT_TYPES } from "#domain/types";
import { WeekdayChips } from "../../components/events/weekday-chips";
import { Button } from "../../components/ui/button";
import { ChipCheckboxGroup, ChipRadioGroup } from "../../components/ui/chip-group";
import { Input } from "../../components/ui/input";
import { type EventDraft, newEventDraft, weeklyDays } from "../../lib/event-drafts";
import { ConnectCalendarSection } from "./connect-calendar-section";
import { EquipmentSection } from "./equipment-section";
import type { FieldMessage, FormErrors, PreferencesForm, StepId } from "./form-model";
import { GENDER_KEYS, GOAL_KEYS, TIME_KEYS, TYPE_KEYS } from "./labels";
import type { MeasurementUnit } from "./units";

export interface StepProps {
  form: PreferencesForm;
  update: (patch: Partial<PreferencesForm>) => void;
  errors: FormErrors;
  unit: MeasurementUnit;
  onUnitChange: (unit: MeasurementUnit) => void;
}

function useErrorText() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined): string | null =>
    message ? t(`onboarding.errors.${message.key}`, message.values ?? {}) : null;
}

function PersonalStep({ form, update, errors, unit, onUnitChange }: StepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="space-y-6">
      <ChipRadioGroup<MeasurementUnit>
        legend={t("onboarding.units")}
        name="units"
        value={unit}
        onChange={onUnitChange}
        columns="grid-cols-2"
        options={[
          { value: "metric", label: t("onboarding.unitOptions.metric") },
          { value: "imperial", label: t("onboarding.unitOptions.imperial") },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t("onboarding.fields.age")}
          name="age"
          inputMode="numeric"
          autoComplete="off"
          hint={t("onboarding.fields.ageHint")}
          value={form.age}
          onChange={(e) => update({ age: e.target.value })}
          error={errorText(errors.age)}
        />
        <Input
          label={unit === "metric" ? t("onboarding.fields.weightKg") : t("onboarding.fields.weightLbs")}
          name="weight"
          inputMode="decimal"
          autoComplete="off"
          value={form.weight}
          onChange={(e) => update({ weight: e.target.value })}
          error={errorText(errors.weight)}
        />
        {unit === "metric" ? (
          <Input
            label={t("onboarding.fields.heightCm")}
            name="heightCm"
            inputMode="decimal"
            autoComplete="off"
            value={form.heightCm}
            onChange={(e) => update({ heightCm: e.target.value })}
            error={errorText(errors.heightCm)}
          />
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Input
              label={t("onboarding.fields.heightFt")}
              name="heightFt"
              inputMode="numeric"
              autoComplete="off"
              value={form.heightFt}
              onChange={(e) => update({ heightFt: e.target.value })}
              error={errorText(errors.heightFt)}
            />
            <Input
              label={t("onboarding.fields.heightIn")}
              name="heightIn"
              inputMode="decimal"
              autoComplete="off"
              value={form.heightIn}
              onChange={(e) => update({ heightIn: e.target.value })}
              error={errorText(errors.heightIn)}
            />
          </div>
        )}
      </div>
      <ChipRadioGroup
        legend={t("onboarding.fields.gender")}
        name="gender"
        value={form.gender}
        onChange={(gender) => update({ gender })}
        error={errorText(errors.gender)}
        options={GENDERS.map((value) => ({ value, label: t(`onboarding.genders.${GENDER_KEYS[value]}`) }))}
      />
    </div>
  );
}

function GoalsStep({ form, update, errors }: StepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const goalLabel = (goal: (typeof FITNESS_GOALS)[number]) => t(`onboarding.goals.${GOAL_KEYS[goal]}`);
  return (
    <div className="space-y-6">
      <ChipRadioGroup
        legend={t("onboarding.fields.primaryGoal")}
        name="primaryGoal"
        value={form.primaryGoal}
        onChange={(primaryGoal) =>
          update({ primaryGoal, secondaryGoals: form.secondaryGoals.filter((goal) => goal !== primaryGoal) })
        }
        error={errorText(errors.primaryGoal)}
        options={FITNESS_GOALS.map((value) => ({ value, label: goalLabel(value) }))}
      />
      <ChipCheckboxGroup
        legend={t("onboarding.fields.secondaryGoals")}
        description={t("onboarding.fields.secondaryGoalsHint")}
        name="secondaryGoals"
        value={form.secondaryGoals}
        onChange={(secondaryGoals) => update({ secondaryGoals })}
        error={errorText(errors.secondaryGoals)}
        options={FITNESS_GOALS.map((value) => ({
          value,
          label: goalLabel(value),
          disabled: value === form.primaryGoal,
        }))}
      />
    </div>
  );
}

function WorkoutStep({ form, update, errors, unit }: StepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t("onboarding.fields.duration")}
          name="duration"
          type="number"
          inputMode="numeric"
          min={10}
          max={180}
          step={5}
          hint={t("onboarding.fields.durationHint")}
          value={form.duration}
          onChange={(e) => update({ duration: e.target.value })}
          error={errorText(errors.duration)}
        />
        <Input
          label={t("onboarding.fields.frequency")}
          name="frequency"
          type="number"
          inputMode="numeric"
          min={1}
          max={7}
          hint={t("onboarding.fields.frequencyHint")}
          value={form.frequency}
          onChange={(e) => update({ frequency: e.target.value })}
          error={errorText(errors.frequency)}
        />
        <Input
          label={t("onboarding.fields.shortest")}
          name="shortest"
          type="number"
          inputMode="numeric"
          min={10}
          max={120}
          step={5}
          hint={t("onboarding.fields.shortestHint")}
          value={form.shortest}
          onChange={(e) => update({ shortest: e.target.value })}
          error={errorText(errors.shortest)}
        />
      </div>
      <ChipCheckboxGroup
        legend={t("onboarding.fields.preferredTimes")}
        description={t("onboarding.fields.preferredTimesHint")}
        name="preferredTimes"
        value={form.preferredTimes}
        onChange={(preferredTimes) => update({ preferredTimes })}
        error={errorText(errors.preferredTimes)}
        options={PREFERRED_TIME_WINDOWS.map((window) => ({
          value: window.label,
          label: t(`onboarding.times.${TIME_KEYS[window.label]}`),
          detail: `${window.start}–${window.end}`,
        }))}
      />
      <ChipCheckboxGroup
        legend={t("onboarding.fields.workoutTypes")}
        description={t("onboarding.fields.workoutTypesHint")}
        name="workoutTypes"
        value={form.workoutTypes}
        onChange={(workoutTypes) => update({ workoutTypes })}
        error={errorText(errors.workoutTypes)}
        columns="grid-cols-2 sm:grid-cols-3"
        options={WORKOUT_TYPES.map((value) => ({ value, label: t(`onboarding.types.${TYPE_KEYS[value]}`) }))}
      />
      <EquipmentSection form={form} update={update} errors={errors} unit={unit} />
    </div>
  );
}

function EventRow({
  event,
  index,
  errors,
  onChange,
  onRemove,
}: {
  event: EventDraft;
  index: number;
  errors: FormErrors;
  onChange: (patch: Partial<EventDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = (field: string) => errorText(errors[`events.${event.key}.${field}`]);
  const title = t("onboarding.week.eventTitle", { number: index + 1 });
  return (
    <li className="relative rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800">
      <fieldset>
        <legend className="mb-3 pr-12 text-sm font-semibold text-slate-900 dark:text-white">
          {title}
          <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
            {event.repeats === "weekly" ? t("onboarding.week.weekly") : t("onboarding.week.once")}
          </span>
        </legend>
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2"
          onClick={onRemove}
          aria-label={t("onboarding.week.remove", {
            name: event.name.trim() || t("onboarding.week.untitled"),
          })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            className="sm:col-span-2"
            label={t("onboarding.week.name")}
            placeholder={t("onboarding.week.namePlaceholder")}
            value={event.name}
            maxLength={120}
            onChange={(e) => onChange({ name: e.target.value })}
            error={error("name")}
          />
          {event.repeats === "weekly" ? (
            // One event on several weekdays (a Mon–Fri standup is one entry); stored one event per day.
            <WeekdayChips
              className="sm:col-span-2"
              legend={t("onboarding.week.days")}
              name={`days-${event.key}`}
              value={weeklyDays(event)}
              onChange={(days) => onChange({ days, day: days[0] ?? event.day })}
              error={error("days")}
            />
          ) : (
            <Input
              className="sm:col-span-2"
              type="date"
              label={t("onboarding.week.date")}
              value={event.date}
              onChange={(e) => onChange({ date: e.target.value })}
              error={error("date")}
            />
          )}
          <Input
            type="time"
            label={t("onboarding.week.start")}
            value={event.startTime}
            onChange={(e) => onChange({ startTime: e.target.value })}
            error={error("startTime")}
          />
          <Input
            type="time"
            label={t("onboarding.week.end")}
            value={event.endTime}
            onChange={(e) => onChange({ endTime: e.target.value })}
            error={error("endTime")}
          />
        </div>
      </fieldset>
    </li>
  );
}

function WeekStep({ form, update, errors }: StepProps) {
  const { t } = useTranslation();
  const setEvent = (key: string, patch: Partial<EventDraft>) =>
    update({ events: form.events.map((event) => (event.key === key ? { ...event, ...patch } : event)) });
  return (
    <div className="space-y-4">
      <ConnectCalendarSection />
      <h2 className="font-semibold text-slate-900 dark:text-white">{t("calendars.onboarding.byHand")}</h2>
      {form.events.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-400">
          {t("onboarding.week.empty")}
        </p>
      ) : (
        <ul className="space-y-3">
          {form.events.map((event, index) => (
            <EventRow
              key={event.key}
              event={event}
              index={index}
              errors={errors}
              onChange={(patch) => setEvent(event.key, patch)}
              onRemove={() => update({ events: form.events.filter((e) => e.key !== event.key) })}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          icon={<CalendarRange aria-hidden="true" className="size-4" />}
          onClick={() => update({ events: [...form.events, newEventDraft({ repeats: "weekly" })] })}
        >
          {t("onboarding.week.addWeekly")}
        </Button>
        <Button
          variant="secondary"
          icon={<CalendarPlus aria-hidden="true" className="size-4" />}
          onClick={() => update({ events: [...form.events, newEventDraft({ repeats: "once" })] })}
        >
          {t("onboarding.week.addOnce")}
        </Button>
      </div>
    </div>
  );
}

export const STEP_COMPONENTS: Record<StepId, (props: StepProps) => React.JSX.Element> = {
  personal: PersonalStep,
  goals: GoalsStep,
  workout: WorkoutStep,
  week: WeekStep,
};
