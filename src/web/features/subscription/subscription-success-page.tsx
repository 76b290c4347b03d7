import { CircleCheck, Clock } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage } from "../../components/centered-page";
import { Button, buttonClasses } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../lib/auth";

/** docs/product.md §4 and §9: the subscription is refreshed 2 s after returning from checkout. */
export const REFRESH_AFTER_MS = 2000;
/** Then checked every 2 s until the payment provider's webhook has landed. */
export const POLL_EVERY_MS = 2000;
/** After this long the page says the confirmation is slow (it keeps checking, less often). */
export const SLOW_AFTER_MS = 30_000;
const SLOW_POLL_EVERY_MS = 10_000;

/**
 * Return page after checkout. Visiting it grants nothing: Pro comes only from the webhook (or the sandbox's
 * confirm); this page re-reads /api/me until it says Pro, with a clear waiting state meanwhile.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const { state, refresh } = useAuth();
  const isPro = state.status === "signed-in" && state.me.isPro;
  const [slow, setSlow] = useState(false);
  const [checking, setChecking] = useState(false);
  const started = useRef(Date.now());

  const check = useCallback(async () => {
    setChecking(true);
    await refresh();
    setChecking(false);
  }, [refresh]);

  useEffect(() => {
    if (isPro) return;
    let timer: ReturnType<typeof setTimeout>;
    let first = true;
    const tick = () => {
      const elapsed = Date.now() - started.current;
      if (elapsed >= SLOW_AFTER_MS) setSlow(true);
      const delay = first ? REFRESH_AFTER_MS : elapsed >= SLOW_AFTER_MS ? SLOW_POLL_EVERY_MS : POLL_EVERY_MS;
      first = false;
      timer = setTimeout(() => {
        void refresh().then(tick);
      }, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [isPro, refresh]);

  return (
    <CenteredPage
      title={t("subscription.successTitle")}
      icon={
        isPro ? (
          <CircleCheck aria-hidden="true" className="size-10 text-primary-700 dark:text-primary-400" />
        ) : (
          <Clock aria-hidden="true" className="size-10 text-amber-600 dark:text-amber-400" />
        )
      }
    >
      <div role="status" aria-live="polite">
        {isPro ? (
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("billing.success.confirmed")}
          </p>
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Spinner className="size-4 shrink-0" />
              {t("billing.success.pending")}
            </p>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("subscription.successText")}</p>
            {slow ? (
              <p className="mt-3 text-sm text-amber-800 dark:text-amber-200">{t("billing.success.slow")}</p>
            ) : null}
          </>
        )}
      </div>
      {!isPro && slow ? (
        <Button variant="secondary" className="mt-6 w-full" loading={checking} onClick={() => void check()}>
          {t("billing.success.checkAgain")}
        </Button>
      ) : null}
      <Link to="/dashboard" className={buttonClasses("primary", "md", "mt-3 w-full")}>
        {t("common.goToDashboard")}
      </Link>
    </CenteredPage>
  );
}
