import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../lib/settings";
import {
  convertUnits,
  emptyForm,
  type FormErrors,
  type PreferencesForm,
  type StepId,
  validateStep,
} from "./form-model";
import type { MeasurementUnit } from "./units";

/**
 * The state shared by the onboarding page and the preferences dialog: the typed values, the errors of the last
 * check, the unit (the account's setting: switching it here switches it everywhere, and converts what was typed).
 * After a failed check, focus moves to the first invalid field.
 */
export function usePreferencesForm(initial?: () => PreferencesForm) {
  const { settings, update: updateSettings } = useSettings();
  const { t } = useTranslation();
  const unit: MeasurementUnit = settings.measurementUnit;
  const [form, setForm] = useState<PreferencesForm>(() =>
    initial ? initial() : emptyForm(t("onboarding.place.presets.gym")),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const container = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);

  const update = useCallback((patch: Partial<PreferencesForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A field's message goes once it is edited; the others stay until the next check.
    setErrors((current) => {
      const keys = Object.keys(patch);
      const next = { ...current };
      let changed = false;
      for (const key of Object.keys(next)) {
        if (
          keys.some(
            (k) =>
              key === k ||
              (k === "events" && key.startsWith("events.")) ||
              (k === "profiles" && key.startsWith("profiles.")) ||
              (k === "heightIn" && key === "heightFt"),
          )
        ) {
          delete next[key];
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, []);

  const onUnitChange = useCallback(
    (next: MeasurementUnit) => {
      setForm((current) => convertUnits(current, unit, next));
      setErrors({});
      updateSettings({ measurementUnit: next });
    },
    [unit, updateSettings],
  );

  /** Checks the given steps; true when they are all fine. */
  const check = useCallback(
    (steps: readonly StepId[]): boolean => {
      const found: FormErrors = {};
      for (const step of steps) Object.assign(found, validateStep(step, form, unit));
      setErrors(found);
      const ok = Object.keys(found).length === 0;
      focusPending.current = !ok;
      return ok;
    },
    [form, unit],
  );

  // Runs when the errors change, not after every render: a render already committed (say, settings arriving) can
  // flush its effects after the check but before the errors reach the page, and would use up the pending focus.
  useEffect(() => {
    if (!focusPending.current || Object.keys(errors).length === 0) return;
    focusPending.current = false;
    container.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  return { form, setForm, update, errors, setErrors, unit, onUnitChange, check, container };
}
