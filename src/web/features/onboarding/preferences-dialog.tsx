import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TPreferences } from "#contracts/preferences";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { useSettings } from "../../lib/settings";
import { savePreferences, useAfterPreferencesSaved, usePreferences } from "../../queries/preferences";
import { emptyForm, formFromPreferences, type StepId, toPreferencesInput, validateStep } from "./form-model";
import { STEP_COMPONENTS } from "./steps";
import { usePreferencesForm } from "./use-preferences-form";

/** The dialog edits preferences only: the events have their own page (and may be hundreds, imported). */
const DIALOG_STEPS = ["personal", "goals", "workout"] as const satisfies readonly StepId[];
const FORM_ID = "preferences-dialog-form";

function PreferencesEditor({
  preferences,
  onDone,
}: {
  preferences: TPreferences | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const afterSaved = useAfterPreferencesSaved();
  const { form, update, errors, unit, onUnitChange, check, container } = usePreferencesForm(() =>
    preferences ? formFromPreferences(preferences, settings.measurementUnit) : emptyForm(),
  );
  const [tab, setTab] = useState<StepId>("personal");
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const StepFields = STEP_COMPONENTS[tab];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Show the first section with a problem, then let the check mark its fields.
    const broken = DIALOG_STEPS.find((step) => Object.keys(validateStep(step, form, unit)).length > 0);
    if (broken) {
      setTab(broken);
      setTimeout(() => check([broken]));
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      afterSaved(await savePreferences(toPreferencesInput(form, unit, false)));
      toast.success(i18n.t("onboarding.dialog.saved"));
      onDone();
    } catch (error) {
      setSaveError(
        t("onboarding.saveFailed", { message: error instanceof Error ? error.message : String(error) }),
      );
      setSaving(false);
    }
  }

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit}>
      <div
        role="tablist"
        aria-label={t("onboarding.dialog.title")}
        className="mb-5 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {DIALOG_STEPS.map((step) => (
          <button
            key={step}
            type="button"
            role="tab"
            id={`preferences-tab-${step}`}
            aria-selected={tab === step}
            aria-controls="preferences-tabpanel"
            onClick={() => setTab(step)}
            className={cn(
              "min-h-11 rounded-lg px-2 text-sm font-medium transition-colors motion-reduce:transition-none",
              tab === step
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
            )}
          >
            {t(`onboarding.steps.${step}`)}
          </button>
        ))}
      </div>
      <div
        id="preferences-tabpanel"
        role="tabpanel"
        aria-labelledby={`preferences-tab-${tab}`}
        ref={container}
      >
        <StepFields form={form} update={update} errors={errors} unit={unit} onUnitChange={onUnitChange} />
      </div>
      <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">{t("onboarding.dialog.eventsNote")}</p>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {saveError ? (
          <Notice tone="error" role="alert">
            {saveError}
          </Notice>
        ) : null}
      </div>
      <div className="mt-6 flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="ghost" onClick={onDone}>
          {t("onboarding.dialog.cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {t("onboarding.dialog.save")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The "Workout preferences" modal (docs/product.md §2 "Other named screens"): the onboarding questions, pre-filled, saved with
 * PUT /api/preferences. Needs the app's QueryProvider above it.
 */
export function PreferencesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const query = usePreferences({ enabled: open });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("onboarding.dialog.title")}
      description={t("onboarding.dialog.description")}
      size="lg"
    >
      {query.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600 dark:text-slate-400"
        >
          <Spinner className="size-4" />
          <span>{t("app.loading")}</span>
        </div>
      ) : query.isError ? (
        <Notice
          tone="error"
          role="alert"
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t("common.retry")}
            </Button>
          }
        >
          {t("onboarding.dialog.loadFailed")}
        </Notice>
      ) : (
        // Keyed by the save time: reopening after a save starts from the saved values.
        <PreferencesEditor
          key={query.data?.updatedAt ?? "new"}
          preferences={query.data ?? null}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}
