import { useTranslation } from "react-i18next";
import type { LoadUnit } from "#domain/planning/load-caps";
import { Input } from "../../components/ui/input";
import { type CapDrafts, cappableKit, type ProfileDraft } from "./equipment-drafts";

// "Heaviest dumbbell: 24 kg" per loaded item a place has (ADR 0097). Empty is no limit; a limit keeps the unit it
// was typed in, a new one starts in the user's unit.

const UNITS: readonly LoadUnit[] = ["kg", "lb"];

export function LoadCapFields({
  profile,
  unit,
  errorFor,
  onChange,
}: {
  profile: ProfileDraft;
  unit: LoadUnit;
  errorFor: (item: string) => string | null;
  onChange: (maxLoads: CapDrafts) => void;
}) {
  const { t } = useTranslation();
  const items = cappableKit(profile.kit);
  if (items.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t("onboarding.place.maxLoads.title")}
      </legend>
      <p className="mt-0.5 text-xs text-pretty text-slate-600 dark:text-slate-400">
        {t("onboarding.place.maxLoads.hint")}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {items.map((item) => {
          const cap = profile.maxLoads[item] ?? { weight: "", unit };
          const label = t(`onboarding.place.maxLoads.items.${item}`);
          const set = (patch: Partial<typeof cap>) =>
            onChange({ ...profile.maxLoads, [item]: { ...cap, ...patch } });
          return (
            <Input
              key={item}
              label={label}
              inputMode="decimal"
              autoComplete="off"
              value={cap.weight}
              onChange={(e) => set({ weight: e.target.value })}
              error={errorFor(item)}
              data-cap={item}
              trailing={
                <select
                  aria-label={t("onboarding.place.maxLoads.unit", { item: label })}
                  className="h-9 rounded-lg bg-transparent px-1 text-sm text-slate-700 dark:text-slate-300"
                  value={cap.unit}
                  onChange={(e) => set({ unit: e.target.value as LoadUnit })}
                >
                  {UNITS.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}
