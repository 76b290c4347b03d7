import { Building2, Dumbbell, Home, Hotel, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EXPERIENCE_LEVELS, MAX_EQUIPMENT_PROFILES } from "#contracts/equipment-profiles";
import { FULL_GYM_KIT, KIT, type Kit } from "#domain/planning/catalogue/kit";
import type { CappedKit, LoadUnit } from "#domain/planning/load-caps";
import type { Language } from "#domain/types";
import { Button } from "../../components/ui/button";
import { ChipCheckboxGroup, ChipRadioGroup } from "../../components/ui/chip-group";
import { Input } from "../../components/ui/input";
import {
  capsOfDraft,
  kitLabel,
  PRESET_KIT,
  PRESETS,
  type Preset,
  type ProfileDraft,
  sortedKit,
  withDefault,
  withKit,
  withoutProfile,
  withProfile,
} from "./equipment-drafts";
import type { FieldMessage, FormErrors, PreferencesForm } from "./form-model";
import { LoadCapFields } from "./load-cap-fields";
import type { MeasurementUnit } from "./units";

// "Where do you train?" and the experience level (ADR 0082): a section of the workout step of onboarding and of the
// preferences dialog's workout tab.

const PRESET_ICONS: Record<Preset, typeof Home> = { home: Home, gym: Building2, hotel: Hotel };

function ProfileCard({
  profile,
  count,
  language,
  unit,
  error,
  capError,
  onChange,
  onDefault,
  onRemove,
}: {
  profile: ProfileDraft;
  count: number;
  language: Language;
  unit: LoadUnit;
  error: string | null;
  capError: (item: string) => string | null;
  onChange: (patch: Partial<ProfileDraft>) => void;
  onDefault: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const full = FULL_GYM_KIT.every((item) => profile.kit.includes(item));
  const items = sortedKit(profile.kit).map((item) => kitLabel(item, language));
  const kitSummary = full
    ? t("onboarding.place.fullGym")
    : t("onboarding.place.kitSummary", { count: items.length, items: items.join(", ") });
  const caps = capsOfDraft(profile);
  const capSummary = Object.entries(caps).map(
    ([item, cap]) =>
      `${t(`onboarding.place.maxLoads.items.${item as CappedKit}`)} ${t("onboarding.place.maxLoads.summary", { weight: cap.weight.toLocaleString(language), unit: cap.unit })}`,
  );
  const summary = [kitSummary, ...capSummary].join(" · ");
  const name = profile.name.trim() || t("onboarding.place.custom");
  return (
    <li className="relative rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800" data-profile={name}>
      <div className="grid gap-3 pr-12 sm:grid-cols-[1fr_auto] sm:items-end">
        <Input
          label={t("onboarding.place.name")}
          value={profile.name}
          maxLength={60}
          onChange={(e) => onChange({ name: e.target.value })}
          error={error}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="radio"
            name="default-place"
            className="size-4 accent-primary-600"
            checked={profile.isDefault}
            onChange={onDefault}
          />
          {t("onboarding.place.default")}
        </label>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        disabled={count <= 1}
        onClick={onRemove}
        aria-label={t("onboarding.place.remove", { name })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <details className="group mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg py-1 text-sm text-slate-700 dark:text-slate-300">
          <Dumbbell aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="min-w-0">
            <span className="font-medium">{t("onboarding.place.kit")}:</span> {summary}
          </span>
        </summary>
        <ChipCheckboxGroup<Kit>
          className="mt-2"
          legend={t("onboarding.place.kit")}
          description={t("onboarding.place.kitHint")}
          name={`kit-${profile.key}`}
          value={profile.kit}
          onChange={(kit) => onChange(withKit(profile, kit))}
          columns="grid-cols-2 sm:grid-cols-3"
          options={KIT.map((item) => ({ value: item, label: kitLabel(item, language) }))}
        />
        <LoadCapFields
          profile={profile}
          unit={unit}
          errorFor={capError}
          onChange={(maxLoads) => onChange({ maxLoads })}
        />
      </details>
    </li>
  );
}

export function EquipmentSection({
  form,
  update,
  errors,
  unit,
}: {
  form: PreferencesForm;
  update: (patch: Partial<PreferencesForm>) => void;
  errors: FormErrors;
  /** New weight limits start in the user's unit. */
  unit: MeasurementUnit;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith("es") ? "es" : "en";
  const errorText = (message: FieldMessage | undefined) =>
    message ? t(`onboarding.errors.${message.key}`, message.values ?? {}) : null;
  const { profiles } = form;
  const full = profiles.length >= MAX_EQUIPMENT_PROFILES;
  const setProfile = (key: string, patch: Partial<ProfileDraft>) =>
    update({
      profiles: profiles.map((profile) => (profile.key === key ? { ...profile, ...patch } : profile)),
    });
  return (
    <section
      aria-labelledby="place-title"
      className="space-y-6 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <div>
        <h2 id="place-title" className="font-semibold text-slate-900 dark:text-white">
          {t("onboarding.place.title")}
        </h2>
        <p className="mt-0.5 text-sm text-pretty text-slate-600 dark:text-slate-400">
          {t("onboarding.place.hint")}
        </p>
      </div>
      <ul className="space-y-3">
        {profiles.map((profile) => (
          <ProfileCard
            key={profile.key}
            profile={profile}
            count={profiles.length}
            language={language}
            unit={unit === "metric" ? "kg" : "lb"}
            error={errorText(errors[`profiles.${profile.key}.name`])}
            capError={(item) => errorText(errors[`profiles.${profile.key}.maxLoads.${item}`])}
            onChange={(patch) => setProfile(profile.key, patch)}
            onDefault={() => update({ profiles: withDefault(profiles, profile.key) })}
            onRemove={() => update({ profiles: withoutProfile(profiles, profile.key) })}
          />
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRESETS.map((preset) => {
          const Icon = PRESET_ICONS[preset];
          const name = t(`onboarding.place.presets.${preset}`);
          return (
            <Button
              key={preset}
              variant="secondary"
              disabled={full}
              className="h-auto justify-start py-2 text-left"
              icon={<Icon aria-hidden="true" className="size-4 shrink-0" />}
              onClick={() => update({ profiles: withProfile(profiles, name, PRESET_KIT[preset]) })}
            >
              <span className="flex min-w-0 flex-col whitespace-normal">
                <span>{t("onboarding.place.add", { name })}</span>
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  {t(`onboarding.place.presetHints.${preset}`)}
                </span>
              </span>
            </Button>
          );
        })}
        <Button
          variant="secondary"
          disabled={full}
          className="h-auto justify-start py-2 text-left"
          icon={<Plus aria-hidden="true" className="size-4 shrink-0" />}
          onClick={() => update({ profiles: withProfile(profiles, t("onboarding.place.custom"), []) })}
        >
          {t("onboarding.place.addCustom")}
        </Button>
      </div>
      {full ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("onboarding.place.full", { max: MAX_EQUIPMENT_PROFILES })}
        </p>
      ) : null}
      <ChipRadioGroup
        legend={t("onboarding.place.level")}
        name="experienceLevel"
        value={form.experienceLevel}
        onChange={(experienceLevel) => update({ experienceLevel })}
        columns="grid-cols-1 sm:grid-cols-3"
        options={EXPERIENCE_LEVELS.map((value) => ({
          value,
          label: t(`onboarding.place.levels.${value}`),
          detail: t(`onboarding.place.levelHints.${value}`),
        }))}
      />
    </section>
  );
}
