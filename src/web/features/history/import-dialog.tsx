import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { THistoryImportResult, TWeightUnit } from "#contracts/history-import";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { isApiError } from "../../lib/api";
import { useSettings } from "../../lib/settings";
import { invalidateHistory } from "../../queries/history";
import { HISTORY_IMPORT_MAX_BYTES, importHistoryFile } from "../../queries/history-import";

type State =
  | { step: "pick" }
  | { step: "previewing"; file: File }
  | { step: "preview"; file: File; preview: THistoryImportResult }
  | { step: "importing"; file: File; preview: THistoryImportResult }
  | { step: "done"; result: THistoryImportResult };

/**
 * Import from Strong or Hevy: pick the export file → the server's dry run is shown (workouts, sets, names matched to
 * the catalogue, rows not understood) → Import writes it in one go and the history reloads.
 */
export function ImportHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { settings } = useSettings();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [unit, setUnit] = useState<TWeightUnit>(settings.measurementUnit === "metric" ? "kg" : "lb");
  const [state, setState] = useState<State>({ step: "pick" });
  const [error, setError] = useState<string | null>(null);

  const failed = (cause: unknown) =>
    setError(isApiError(cause) && cause.status !== 0 ? cause.message : t("history.import.failed"));

  async function preview(file: File | undefined, inUnit = unit) {
    setError(null);
    if (!file) return;
    if (file.size > HISTORY_IMPORT_MAX_BYTES) {
      setState({ step: "pick" });
      setError(t("history.import.tooLarge"));
      return;
    }
    setState({ step: "previewing", file });
    try {
      setState({
        step: "preview",
        file,
        preview: await importHistoryFile(file, { dryRun: true, unit: inUnit }),
      });
    } catch (cause) {
      setState({ step: "pick" });
      failed(cause);
      if (input.current) input.current.value = "";
    }
  }

  async function confirm() {
    if (state.step !== "preview") return;
    setError(null);
    setState({ ...state, step: "importing" });
    try {
      const result = await importHistoryFile(state.file, { dryRun: false, unit });
      setState({ step: "done", result });
      await invalidateHistory(client);
    } catch (cause) {
      setState({ ...state, step: "preview" });
      failed(cause);
    }
  }

  const close = (next: boolean) => {
    if (!next) {
      setState({ step: "pick" });
      setError(null);
    }
    onOpenChange(next);
  };

  const file = state.step === "pick" || state.step === "done" ? null : state.file;
  const shown = state.step === "preview" || state.step === "importing" ? state.preview : null;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t("history.import.title")}
      description={t("history.import.description")}
      size="lg"
      footer={
        state.step === "done" ? (
          <Button onClick={() => close(false)}>{t("history.import.done")}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t("history.import.cancel")}
            </Button>
            <Button
              onClick={() => void confirm()}
              loading={state.step === "importing"}
              disabled={!shown || shown.imported === 0}
            >
              {shown
                ? t("history.import.confirm", { count: shown.imported })
                : t("history.import.confirmIdle")}
            </Button>
          </>
        )
      }
    >
      {state.step === "done" ? (
        <Notice tone="success" role="status" title={t("history.import.doneTitle")}>
          <p>
            {t("history.import.doneText", { count: state.result.imported })}{" "}
            {state.result.duplicates > 0
              ? t("history.import.duplicates", { count: state.result.duplicates })
              : null}
          </p>
        </Notice>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t("history.import.file")}
              </label>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                aria-describedby={`${inputId}-hint`}
                disabled={state.step === "previewing" || state.step === "importing"}
                onChange={(event) => void preview(event.target.files?.[0])}
                className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
              />
              <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {t("history.import.fileHint")}
              </p>
            </div>
            <Select
              label={t("history.import.unit")}
              description={t("history.import.unitHint")}
              value={unit}
              options={[
                { value: "kg", label: t("history.import.kg") },
                { value: "lb", label: t("history.import.lb") },
              ]}
              onChange={(event) => {
                const next = event.target.value === "lb" ? "lb" : "kg";
                setUnit(next);
                if (file) void preview(file, next);
              }}
            />
          </div>
          <div aria-live="polite" className="empty:hidden">
            {error ? (
              <Notice tone="error" role="alert">
                {error}
              </Notice>
            ) : null}
            {state.step === "previewing" ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <Spinner className="size-4" />
                {t("history.import.reading", { file: state.file.name })}
              </p>
            ) : null}
            {shown ? <ImportPreview preview={shown} /> : null}
          </div>
        </div>
      )}
    </Modal>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{children}</dd>
    </div>
  );
}

/** "15 Jan 2024": an import spans years, so the year is shown (the history's own dates leave it out). */
function dayWithYear(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function ImportPreview({ preview }: { preview: THistoryImportResult }) {
  const { t, i18n } = useTranslation();
  const { mapped, custom } = preview.exercises;
  return (
    <section
      aria-label={t("history.import.previewTitle")}
      data-testid="history-import-preview"
      className="space-y-3"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(`history.import.format.${preview.format}`)}
        {preview.dateRange
          ? ` · ${dayWithYear(preview.dateRange.from, i18n.language)} – ${dayWithYear(preview.dateRange.to, i18n.language)}`
          : null}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t("history.import.workouts")}>{preview.workouts}</Figure>
        <Figure label={t("history.import.new")}>{preview.imported}</Figure>
        <Figure label={t("history.import.already")}>{preview.duplicates}</Figure>
        <Figure label={t("history.import.sets")}>{preview.sets}</Figure>
      </dl>
      {preview.warmupSets > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("history.import.warmups", { count: preview.warmupSets })}
        </p>
      ) : null}
      <details className="text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer font-medium">
          {t("history.import.exercises", { mapped: mapped.length, custom: custom.length })}
        </summary>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {mapped.map((entry) => (
            <li key={entry.name}>{t("history.import.mappedAs", { name: entry.name, as: entry.as })}</li>
          ))}
          {custom.map((name) => (
            <li key={name}>{t("history.import.customName", { name })}</li>
          ))}
        </ul>
      </details>
      {preview.problemCount > 0 ? (
        <Notice tone="warning" title={t("history.import.problems", { count: preview.problemCount })}>
          <ul className="list-disc space-y-0.5 pl-5">
            {preview.problems.map((problem) => (
              <li key={problem.line}>
                {t("history.import.problem", { line: problem.line, reason: problem.reason })}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {preview.workouts > 0 && preview.imported === 0 ? (
        <Notice tone="info">{t("history.import.nothingNew")}</Notice>
      ) : null}
    </section>
  );
}
