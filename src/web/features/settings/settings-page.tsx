import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Monitor, Moon, Sun } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TSettings, TSettingsPatch } from "#contracts/settings";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/empty-state";
import { Select } from "../../components/ui/select";
import { Switch } from "../../components/ui/switch";
import { useSettings } from "../../lib/settings";
import { invalidateWorkouts } from "../../queries/workouts";
import { BarbellSection } from "./barbell-section";
import { ChoiceGroup } from "./choice-group";
import type { PushOutcome } from "./push-subscription";

// My exercises (ADR 0091) loads with its section's code, not with the page's first paint.
const MyExercises = lazy(async () => ({
  default: (await import("../../components/custom-exercises/my-exercises")).MyExercises,
}));

const NOTIFICATION_TOGGLES = ["email", "push", "workout", "progress", "schedule"] as const;

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  // A plain section with a heading (not a labelled region): fewer landmarks, and "Language" stays one label.
  return (
    <Card className="p-5 sm:p-6">
      <section>
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}

export function SettingsPage() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const { settings, saveState, update, retry } = useSettings();
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  // An earlier change's "Settings saved" must not stand beside this one's failure notice.
  useEffect(() => {
    if (saveState.status === "error") toast.dismiss("settings-saved");
  }, [saveState.status]);

  // i18n.t (not the render's t) so a language change confirms in the new language.
  const onSaved = () => toast.success(i18n.t("settings.saved"), { id: "settings-saved" });
  // The plan is sent in the user's language and unit (ADR 0059, 0051): read it again once the server has the new one.
  const save = (patch: TSettingsPatch) =>
    update(patch, {
      onSaved: () => {
        onSaved();
        if (patch.language || patch.measurementUnit) void invalidateWorkouts(queryClient);
      },
    });

  // Push is per device: on asks this browser's permission and subscribes it (ADR 0045). The code that does
  // it is loaded only here, when the toggle is used.
  const [pushNotice, setPushNotice] = useState<Exclude<PushOutcome, "subscribed"> | null>(null);
  const [pushBusy, setPushBusy] = useState(false);
  const changePush = async (checked: boolean) => {
    setPushNotice(null);
    setPushBusy(true);
    try {
      const device = await import("./push-subscription");
      if (!checked) {
        save({ notifications: { push: false } });
        await device.disablePush();
        return;
      }
      const outcome = await device.enablePush();
      // Without a service worker or the Push API the open tab still shows alerts: the toggle goes on, with a note.
      if (outcome === "subscribed" || outcome === "unsupported") save({ notifications: { push: true } });
      if (outcome !== "subscribed") setPushNotice(outcome);
    } catch {
      setPushNotice("failed");
    } finally {
      setPushBusy(false);
    }
  };

  return (
    <div className="max-w-3xl">
      <PageHeader title={t("settings.title")} description={t("settings.subtitle")} />

      {/* Only a failure shows here (success is a toast), so nothing shifts while saving. */}
      <div aria-live="polite" className="mb-4 empty:hidden">
        {saveState.status === "error" ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/30"
          >
            <p className="flex items-start gap-2.5">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("settings.saveFailed")}
            </p>
            <Button variant="secondary" size="sm" onClick={() => retry({ onSaved })}>
              {t("common.retry")}
            </Button>
          </div>
        ) : null}
      </div>

      <div className="space-y-5">
        <Section title={t("settings.appearance")} description={t("settings.appearanceText")}>
          <ChoiceGroup<TSettings["theme"]>
            legend={t("settings.theme")}
            name="theme"
            value={settings.theme}
            onChange={(theme) => save({ theme })}
            choices={[
              { value: "light", label: t("settings.themes.light"), icon: Sun },
              { value: "dark", label: t("settings.themes.dark"), icon: Moon },
              { value: "system", label: t("settings.themes.system"), icon: Monitor },
            ]}
          />
        </Section>

        <Section title={t("settings.languageAndRegion")} description={t("settings.languageAndRegionText")}>
          <div className="grid gap-6 md:grid-cols-2">
            <Select
              label={t("settings.language")}
              description={t("settings.languageText")}
              value={settings.language}
              onChange={(e) => save({ language: e.target.value as TSettings["language"] })}
              options={[
                { value: "en", label: t("languages.en") },
                { value: "es", label: t("languages.es") },
              ]}
            />
            <Select
              label={t("settings.timeZone")}
              description={t("settings.timeZoneText")}
              value={settings.timeZone}
              onChange={(e) => save({ timeZone: e.target.value })}
              options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
            />
            <div className="md:col-span-2">
              <ChoiceGroup<TSettings["measurementUnit"]>
                legend={t("settings.units")}
                description={t("settings.unitsText")}
                name="measurementUnit"
                value={settings.measurementUnit}
                onChange={(measurementUnit) => save({ measurementUnit })}
                choices={[
                  { value: "imperial", label: t("settings.unitOptions.imperial") },
                  { value: "metric", label: t("settings.unitOptions.metric") },
                ]}
              />
            </div>
          </div>
        </Section>

        <Section title={t("settings.barbellTitle")} description={t("settings.barbellText")}>
          {/* Keyed by unit: a switch of units shows that unit's own bar and plates, as saved. */}
          <BarbellSection
            key={settings.measurementUnit}
            unit={settings.measurementUnit}
            kit={settings.barbell[settings.measurementUnit]}
            onSave={(kit) => save({ barbell: { [settings.measurementUnit]: kit } })}
          />
        </Section>

        <Section title={t("settings.notifications")} description={t("settings.notificationsText")}>
          <div className="-my-3 divide-y divide-slate-200 dark:divide-slate-800">
            {NOTIFICATION_TOGGLES.map((key) =>
              key === "push" ? (
                <div key={key}>
                  <Switch
                    label={t("settings.toggles.push")}
                    description={t("settings.toggles.pushText")}
                    checked={settings.notifications.push}
                    disabled={pushBusy}
                    onCheckedChange={(checked) => void changePush(checked)}
                  />
                  <div aria-live="polite" className="empty:hidden">
                    {pushNotice ? (
                      <p
                        role={pushNotice === "unsupported" ? "status" : "alert"}
                        className="mb-3 flex items-start gap-2.5 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/30"
                      >
                        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        {t(`settings.pushNotice.${pushNotice}`)}
                      </p>
                    ) : null}
                  </div>
                </div>
              ) : (
                <Switch
                  key={key}
                  label={t(`settings.toggles.${key}`)}
                  description={t(`settings.toggles.${key}Text`)}
                  checked={settings.notifications[key]}
                  onCheckedChange={(checked) => save({ notifications: { [key]: checked } })}
                />
              ),
            )}
          </div>
        </Section>

        <Section title={t("settings.planning")} description={t("settings.planningText")}>
          <div className="-my-3">
            <Switch
              label={t("settings.autoPlan")}
              description={t("settings.autoPlanText")}
              checked={settings.autoPlan}
              onCheckedChange={(autoPlan) => save({ autoPlan })}
            />
          </div>
        </Section>

        <Section title={t("settings.logging")} description={t("settings.loggingText")}>
          <ChoiceGroup<TSettings["effort"]>
            legend={t("settings.effort")}
            description={t("settings.effortText")}
            name="effort"
            // Settings cached before effort existed have none: off, the default (ADR 0086).
            value={settings.effort ?? "off"}
            onChange={(effort) => save({ effort })}
            choices={[
              { value: "off", label: t("settings.effortOptions.off") },
              { value: "rpe", label: t("settings.effortOptions.rpe") },
              { value: "rir", label: t("settings.effortOptions.rir") },
            ]}
          />
        </Section>

        <Section title={t("settings.sound")} description={t("settings.soundText")}>
          <div className="-my-3">
            <Switch
              label={t("settings.soundEffects")}
              description={t("settings.soundEffectsText")}
              checked={settings.soundEffects}
              onCheckedChange={(soundEffects) => save({ soundEffects })}
            />
          </div>
        </Section>

        <Section title={t("exercises.custom.title")} description={t("exercises.custom.text")}>
          <Suspense fallback={null}>
            <MyExercises />
          </Suspense>
        </Section>
      </div>
    </div>
  );
}
