import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFitImportResult } from "#contracts/fit";
import { Button, buttonClasses } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { isApiError } from "../../lib/api";
import { formatLongDate } from "../../lib/workout-format";
import { invalidateHistory } from "../../queries/history";
import { FIT_IMPORT_MAX_BYTES, FIT_ZIP_MAX_DAYS, fitZipUrl, importFitFile } from "../../queries/history-fit";

/** A date `days` before `date` ("YYYY-MM-DD"), on the calendar. */
function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * FIT files (ADR 0080): download the done workouts of a date range as a zip of .fit files, and upload a watch's
 * activity, whose heart rate and calories join the matching workout (or make a new cardio one).
 */
export function FitDialog({
  open,
  onOpenChange,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [from, setFrom] = useState(() => daysBefore(today, 30));
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TFitImportResult | null>(null);
  const rangeOk = from !== "" && to !== "" && from <= to && daysBefore(to, FIT_ZIP_MAX_DAYS - 1) <= from;

  async function upload(file: File | undefined) {
    setError(null);
    setResult(null);
    if (!file) return;
    if (file.size > FIT_IMPORT_MAX_BYTES) {
      setError(t("history.fit.tooLarge"));
      return;
    }
    setBusy(true);
    try {
      setResult(await importFitFile(file));
      await invalidateHistory(client);
    } catch (cause) {
      if (isApiError(cause) && cause.status !== 0) {
        // The refusal's sentence in the UI's language (ADR 0066); loaded only when one is needed.
        const { sayError } = await import("../../lib/error-sentence");
        setError(await sayError(i18n, cause));
      } else setError(t("history.fit.failed"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("history.fit.title")}
      description={t("history.fit.description")}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("history.fit.close")}
        </Button>
      }
    >
      <div className="space-y-6">
        <section aria-labelledby={`${inputId}-export`} className="space-y-3">
          <h3 id={`${inputId}-export`} className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("history.fit.exportTitle")}
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <Input
              label={t("history.fit.from")}
              type="date"
              value={from}
              max={to}
              onChange={(e) => setFrom(e.target.value)}
            />
            <Input
              label={t("history.fit.to")}
              type="date"
              value={to}
              min={from}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t("history.fit.rangeHint", { count: FIT_ZIP_MAX_DAYS })}
          </p>
          {rangeOk ? (
            <a href={fitZipUrl(from, to)} download className={buttonClasses("primary", "sm")}>
              {t("history.fit.downloadZip")}
            </a>
          ) : (
            <Button size="sm" disabled>
              {t("history.fit.downloadZip")}
            </Button>
          )}
        </section>
        <section aria-labelledby={`${inputId}-import`} className="space-y-3">
          <h3 id={`${inputId}-import`} className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("history.fit.importTitle")}
          </h3>
          <div>
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t("history.fit.file")}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".fit,application/vnd.ant.fit"
              aria-describedby={`${inputId}-hint`}
              disabled={busy}
              onChange={(event) => void upload(event.target.files?.[0])}
              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t("history.fit.fileHint")}
            </p>
          </div>
          <div aria-live="polite" className="empty:hidden">
            {busy ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <Spinner className="size-4" />
                {t("history.fit.reading")}
              </p>
            ) : null}
            {error ? (
              <Notice tone="error" role="alert">
                {error}
              </Notice>
            ) : null}
            {result ? (
              <Notice
                tone="success"
                role="status"
                title={t(`history.fit.${result.action}`, { name: result.workout.name })}
              >
                <p>
                  {t("history.fit.resultText", {
                    date: formatLongDate(result.workout.date, i18n.language),
                    minutes: result.workout.duration,
                  })}
                </p>
              </Notice>
            ) : null}
          </div>
        </section>
      </div>
    </Modal>
  );
}
