import { useQueryClient } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../components/ui/button";
import { useAuth, useMe } from "../lib/auth";
import { afterPageLoad } from "../lib/offline/after-load";
import { usePendingCompletions } from "../lib/offline/outbox";
import { flushOutbox } from "../lib/offline/sync";
import { useOnline } from "../lib/offline/use-online";
import { whenSessionGone } from "../lib/session-gone";

// The signed-in shell's offline duties (ADR 0052): keep the week's copy for an offline start, send the workouts
// finished offline when the network is back, register the service worker after the page has loaded and offer its
// updates; and say so on screen: offline, and how many finished workouts wait to be sent. When the server answers 401
// (the session ended elsewhere), the session is checked again: signed out, the copy goes and the browser's push
// subscription is ended (ADR 0061).

/** While entries wait and the network seems up (the server failed, say), how often sending is tried again. */
const RETRY_MS = 30_000;

export function OfflineHost() {
  const { t } = useTranslation();
  const me = useMe();
  const { refresh } = useAuth();
  const client = useQueryClient();
  const online = useOnline();
  const pending = usePendingCompletions(me.user.id);
  const [syncing, setSyncing] = useState(false);

  // Loaded once the page has loaded and the browser is idle, like the worker below: writing the copy (a structured
  // clone of the week into IndexedDB) is not what the first load waits for (issue #32). What the page read by then
  // is in the cache and goes into the first write.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelStart = afterPageLoad(() => {
      void import("../lib/offline/keep-offline-copy")
        .then(({ keepOfflineCopy }) => {
          if (!cancelled) stop = keepOfflineCopy(client, me);
        })
        .catch(() => undefined); // not kept this time: the app works online as before
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [client, me]);

  // Several reads failing at once make one check. Signed out, the registry has already cleared what this browser
  // kept (user-storage.ts) and the guard takes the page to the sign-in page.
  const checking = useRef(false);
  useEffect(
    () =>
      whenSessionGone(() => {
        if (checking.current) return;
        checking.current = true;
        void refresh().then((next) => {
          checking.current = false;
          if (next.status === "signed-out")
            void import("../lib/auth-client").then((m) => m.unsubscribeThisDevice()).catch(() => undefined);
        });
      }),
    [refresh],
  );

  // Registered once per page (a language switch changes `t`, not the worker): the prompt reads the current `t`.
  const translate = useRef(t);
  translate.current = t;
  useEffect(
    () =>
      afterPageLoad(() => {
        void import("../lib/offline/register-service-worker")
          .then(({ registerServiceWorker }) =>
            registerServiceWorker({
              onUpdateReady: (apply) =>
                toast(translate.current("offline.update.available"), {
                  id: "app-update",
                  duration: Number.POSITIVE_INFINITY,
                  action: { label: translate.current("offline.update.reload"), onClick: apply },
                }),
            }),
          )
          .catch(() => undefined); // no service worker: the app works online as before
      }),
    [],
  );

  const owner = me.user.id;
  const sync = useCallback(async () => {
    setSyncing(true);
    try {
      const { sent, rejected } = await flushOutbox({ owner });
      if (sent.length + rejected.length === 0) return;
      // The schedule, the history, progress, records, usage: a completion changes most of what the pages show, so
      // every query is read again (importing each resource's own invalidation here would copy those modules into
      // the shell's chunk as well as the pages').
      void client.invalidateQueries();
      if (sent.length > 0)
        toast.success(t("offline.synced", { count: sent.length }), { id: "offline-synced" });
      for (const { item, message } of rejected)
        toast.error(t("offline.rejected", { name: item.workoutName, message }), { duration: 15_000 });
    } catch {
      // IndexedDB unavailable: nothing could have been queued either
    } finally {
      setSyncing(false);
    }
  }, [client, owner, t]);

  // At start and each time the network comes back; then again every so often while some are left.
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);
  const waiting = pending.length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, sync]);

  if (online && waiting === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700"
    >
      {online ? null : (
        <CloudOff aria-hidden="true" className="size-5 shrink-0 text-slate-600 dark:text-slate-300" />
      )}
      <p className="min-w-0 flex-1">
        {online ? null : <span className="block">{t("offline.status.offline")}</span>}
        {waiting > 0 ? (
          <span className="block font-semibold">{t("offline.status.waiting", { count: waiting })}</span>
        ) : null}
      </p>
      {online && waiting > 0 ? (
        <Button
          size="sm"
          variant="secondary"
          loading={syncing}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          onClick={() => void sync()}
        >
          {t("offline.status.syncNow")}
        </Button>
      ) : null}
    </div>
  );
}
