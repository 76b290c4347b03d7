import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, LayoutDashboard, LogOut, PartyPopper, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Logo } from "../../components/ui/logo";
import { Notice } from "../../components/ui/notice";
import { Stepper } from "../../components/ui/stepper";
import { UserThemeToggle } from "../../components/user-settings-toggle";
import { isApiError } from "../../lib/api";
import { useAuth, useMe } from "../../lib/auth";
import { UserQueryProvider } from "../../lib/query-client";
import { generatePlan, planGenerated } from "../../queries/plan";
import { savePreferences, useAfterPreferencesSaved } from "../../queries/preferences";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { STEPS, toPreferencesInput } from "./form-model";
import { STEP_COMPONENTS } from "./steps";
import { usePreferencesForm } from "./use-preferences-form";

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

function OnboardingFlow() {
  const { t } = useTranslation();
  const me = useMe();
  const { refresh } = useAuth();
  const afterSaved = useAfterPreferencesSaved();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = me.user.id;
  // A reload returns to the step the user was on, with what they typed (draft.ts).
  const [draft] = useState(() => loadDraft(userId));
  const { form, update, errors, unit, onUnitChange, check, container } = usePreferencesForm(
    draft ? () => draft.form : undefined,
  );
  const [stepIndex, setStepIndex] = useState(() => (draft ? STEPS.indexOf(draft.step) : 0));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [planError, setPlanError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const step = STEPS[stepIndex] ?? "personal";
  const StepFields = STEP_COMPONENTS[step];
  const stepTitles = STEPS.map((id) => t(`onboarding.steps.${id}`));

  // A new step (or the final screen): focus its title, so keyboard and screen-reader users start at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or the screen changes.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [stepIndex, finished]);

  useEffect(() => {
    if (!finished) saveDraft(userId, { step, form });
  }, [userId, step, form, finished]);

  if (!me.isNewUser && !finished) return <Navigate to="/dashboard" replace />;

  const go = (index: number) => {
    moved.current = true;
    setSaveError(null);
    setStepIndex(index);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check([step])) return;
    if (stepIndex < STEPS.length - 1) {
      go(stepIndex + 1);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await savePreferences(toPreferencesInput(form, unit, true));
      afterSaved(saved);
      clearDraft(userId);
      moved.current = true;
      setFinished(true);
      await refresh(); // isNewUser is now false: the guard lets the app's pages through
    } catch (error) {
      setSaveError(t("onboarding.saveFailed", { message: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  }

  async function onGenerate() {
    setGenerating(true);
    setPlanError(null);
    try {
      planGenerated(queryClient, me.user.id, await generatePlan());
      navigate("/workouts");
    } catch (error) {
      setPlanError(
        t("onboarding.done.failed", { message: isApiError(error) ? error.message : errorMessage(error) }),
      );
      setGenerating(false);
    }
  }

  if (finished) {
    return (
      <Card className="p-6 text-center sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
          <PartyPopper aria-hidden="true" className="size-7" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
        >
          {t("onboarding.done.title")}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-pretty text-slate-600 dark:text-slate-400">
          {t("onboarding.done.text")}
        </p>
        <div aria-live="polite" className="mt-5 text-left empty:hidden">
          {planError ? (
            <Notice tone="error" role="alert">
              {planError}
            </Notice>
          ) : null}
        </div>
        <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <Link
            to="/dashboard"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800"
          >
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t("onboarding.done.dashboard")}
          </Link>
          <Button
            size="lg"
            loading={generating}
            icon={<Sparkles aria-hidden="true" className="size-4" />}
            onClick={onGenerate}
          >
            {t("onboarding.done.generate")}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-8">
      <Stepper
        steps={stepTitles}
        current={stepIndex}
        label={t("onboarding.stepOf", { current: stepIndex + 1, total: STEPS.length })}
      />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
      >
        {t(`onboarding.steps.${step}`)}
      </h1>
      <p className="mt-1.5 text-sm text-pretty text-slate-600 dark:text-slate-400">
        {t(`onboarding.intro.${step}`)}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6">
        <div ref={container}>
          <StepFields form={form} update={update} errors={errors} unit={unit} onUnitChange={onUnitChange} />
        </div>
        <div aria-live="polite" className="mt-5 empty:hidden">
          {saveError ? (
            <Notice tone="error" role="alert">
              {saveError}
            </Notice>
          ) : null}
        </div>
        <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
          {stepIndex > 0 ? (
            <Button
              variant="ghost"
              icon={<ArrowLeft aria-hidden="true" className="size-4" />}
              onClick={() => go(stepIndex - 1)}
            >
              {t("onboarding.back")}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving} className="min-w-32">
            {stepIndex < STEPS.length - 1 ? t("onboarding.next") : t("onboarding.finish")}
            {stepIndex < STEPS.length - 1 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /onboarding: a focused page outside the app's shell (no sidebar to wander off to half-way through). */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // A way out for someone who cannot finish now, or who is at a shared computer: signing out forgets the draft.
  async function logout() {
    setLeaving(true);
    await signOut(); // never rejects: a failed call still signs out locally
    navigate("/", { replace: true });
  }
  return (
    <UserQueryProvider>
      <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-50/70 via-slate-50 to-slate-50 dark:from-primary-950/30 dark:via-slate-950 dark:to-slate-950">
        <header className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-3 sm:px-6">
          <Logo label={t("app.name")} />
          <div className="flex items-center gap-2">
            <UserThemeToggle />
            <Button
              variant="ghost"
              size="sm"
              loading={leaving}
              icon={<LogOut aria-hidden="true" className="size-4" />}
              onClick={logout}
            >
              {t("nav.logout")}
            </Button>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pt-2 pb-16 sm:px-6 sm:pt-6">
          <p className="mb-4 text-sm font-medium text-slate-600 dark:text-slate-400">
            {t("onboarding.subtitle")}
          </p>
          <OnboardingFlow />
        </main>
      </div>
    </UserQueryProvider>
  );
}
