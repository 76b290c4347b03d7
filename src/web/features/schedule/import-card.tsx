import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TIcsImportResult } from "#contracts/events";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { eventsChanged, importIcs, MAX_ICS_BYTES } from "../../queries/events";
import { countMoves, isUpgradeRequired } from "./api";
import { ProNotice, useProLocked } from "./pro-notice";

type State =
  | { status: "idle" }
  | { status: "importing"; file: string }
  | { status: "done"; file: string; result: TIcsImportResult }
  | { status: "error"; message: string }
  | { status: "pro" };

const looksLikeIcs = (file: File) =>
  /\.(ics|ical|ifb|icalendar)$/i.test(file.name) || file.type === "text/calendar";

/** Import an .ics file, picked or dropped, then a summary of what changed. */
export function ImportCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: "idle" });
  const [dragging, setDragging] = useState(false);
  const locked = useProLocked();

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!looksLikeIcs(file)) return setState({ status: "error", message: t("schedule.import.notIcs") });
    if (file.size > MAX_ICS_BYTES)
      return setState({ status: "error", message: t("schedule.import.tooLarge") });
    setState({ status: "importing", file: file.name });
    try {
      const result = await importIcs(file);
      setState({ status: "done", file: file.name, result });
      const { moved, stuck } = countMoves(result.rescheduled);
      await eventsChanged(client, moved + stuck);
      if (moved > 0) toast.info(i18n.t("schedule.rescheduled.moved", { count: moved }));
      if (stuck > 0) toast.warning(i18n.t("schedule.rescheduled.stuck", { count: stuck }));
    } catch (error) {
      if (isUpgradeRequired(error)) setState({ status: "pro" });
      else
        setState({
          status: "error",
          message: t("schedule.import.failed", {
            message: error instanceof Error ? error.message : String(error),
          }),
        });
    } finally {
      if (input.current) input.current.value = ""; // the same file may be picked again
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  const busy = state.status === "importing";
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("schedule.import.title")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("schedule.import.text")}</p>
      {locked ? (
        <div className="mt-4">
          <ProNotice />
        </div>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; keyboard users reach the file input inside.
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="ics-drop-zone"
          className={cn(
            "mt-4 flex min-h-28 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors motion-reduce:transition-none",
            dragging
              ? "border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950/40"
              : "border-slate-300 dark:border-slate-700",
          )}
        >
          {busy ? (
            <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
              <Spinner className="size-4" />
              {t("schedule.import.importing", { file: state.file })}
            </p>
          ) : (
            <>
              <FileUp aria-hidden="true" className="size-6 text-slate-500 dark:text-slate-400" />
              <p className="text-slate-700 dark:text-slate-300">
                {t("schedule.import.drop")}{" "}
                <label
                  htmlFor={inputId}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded font-semibold text-primary-700 underline-offset-4 hover:underline has-[:focus-visible]:outline-2 dark:text-primary-300"
                >
                  {t("schedule.import.choose")}
                </label>
              </p>
            </>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".ics,text/calendar"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </div>
      )}
      <div aria-live="polite" className="mt-4 empty:hidden">
        {state.status === "error" ? (
          <Notice tone="error" role="alert">
            {state.message}
          </Notice>
        ) : null}
        {state.status === "pro" ? <ProNotice /> : null}
        {state.status === "done" ? <ImportSummary file={state.file} result={state.result} /> : null}
      </div>
    </Card>
  );
}

function ImportSummary({ file, result }: { file: string; result: TIcsImportResult }) {
  const { t } = useTranslation();
  const parts = [
    t("schedule.import.imported", { count: result.imported }),
    t("schedule.import.updated", { count: result.updated }),
    ...(result.removed ? [t("schedule.import.removed", { count: result.removed })] : []),
    ...(result.skipped ? [t("schedule.import.skipped", { count: result.skipped })] : []),
  ];
  return (
    <Notice tone="success" role="status" title={t("schedule.import.summaryTitle", { file })}>
      <p>{parts.join(" · ")}</p>
      {result.warnings.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">{t("schedule.import.warnings")}</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {[...new Set(result.warnings)].slice(0, 20).map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Notice>
  );
}
