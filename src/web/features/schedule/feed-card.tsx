import { useQueryClient } from "@tanstack/react-query";
import { Copy, RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { fieldClasses } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import { cn } from "../../lib/cn";
import { feedUrlRotated, rotateFeedUrl, useFeedUrl } from "../../queries/calendar-feed";
import { isUpgradeRequired } from "./api";
import { ProNotice, useProLocked } from "./pro-notice";

/** The secret calendar-feed address: shown in a read-only field, copied with one tap, replaceable. */
export function FeedCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  // A free user is not asked for the address at all: the answer would be a 402 (and the upgrade dialog).
  const locked = useProLocked();
  const feed = useFeedUrl({ enabled: !locked });
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [rotateError, setRotateError] = useState<string | null>(null);

  async function copy() {
    const url = feed.data?.url;
    if (!url) return;
    setHint(null);
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      toast.success(i18n.t("schedule.feed.copied"));
    } catch {
      // No clipboard (insecure origin, denied permission): select the text so the usual shortcut copies it.
      field.current?.focus();
      field.current?.select();
      setHint(t("schedule.feed.copyFallback"));
    }
  }

  async function rotate() {
    setRotating(true);
    setRotateError(null);
    try {
      const next = await rotateFeedUrl();
      feedUrlRotated(client, next);
      setConfirming(false);
      toast.success(i18n.t("schedule.feed.rotated"));
    } catch (error) {
      setRotateError(
        t("schedule.feed.rotateFailed", { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setRotating(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("schedule.feed.title")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("schedule.feed.text")}</p>
      <div className="mt-4">
        {locked ? (
          <ProNotice />
        ) : feed.isError ? (
          isUpgradeRequired(feed.error) ? (
            <ProNotice />
          ) : (
            <Notice
              tone="error"
              role="alert"
              action={
                <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
                  {t("common.retry")}
                </Button>
              }
            >
              {t("schedule.feed.failed")}
            </Notice>
          )
        ) : (
          <>
            <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t("schedule.feed.label")}
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                ref={field}
                id={id}
                readOnly
                value={feed.data?.url ?? ""}
                aria-busy={feed.isPending || undefined}
                aria-describedby={hint ? `${id}-hint` : undefined}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(
                  fieldClasses,
                  "min-w-0 flex-1 border-slate-300 font-mono text-xs sm:text-xs dark:border-slate-700",
                )}
              />
              <Button
                variant="secondary"
                disabled={!feed.data}
                icon={<Copy aria-hidden="true" className="size-4" />}
                onClick={() => void copy()}
              >
                {t("schedule.feed.copy")}
              </Button>
            </div>
            {hint ? (
              <p id={`${id}-hint`} role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {hint}
              </p>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="mt-3 -ml-3"
              disabled={!feed.data}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => setConfirming(true)}
            >
              {t("schedule.feed.rotate")}
            </Button>
          </>
        )}
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t("schedule.feed.rotateConfirmTitle")}
        description={t("schedule.feed.rotateConfirmText")}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("schedule.form.cancel")}
            </Button>
            <Button variant="danger" loading={rotating} onClick={() => void rotate()}>
              {t("schedule.feed.rotateConfirm")}
            </Button>
          </>
        }
      >
        {rotateError ? (
          <Notice tone="error" role="alert">
            {rotateError}
          </Notice>
        ) : null}
      </Modal>
    </Card>
  );
}
