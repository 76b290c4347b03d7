import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage } from "../../components/centered-page";
import { Button, buttonClasses } from "../../components/ui/button";
import { useAuth, useMe } from "../../lib/auth";
import { cancelSandboxSubscription } from "./billing-api";
import { billingErrorMessage } from "./billing-errors";
import { SandboxBadge } from "./sandbox-checkout-page";

/** /billing/sandbox/portal: the sandbox's stand-in for the provider's billing portal. Its one action: cancel. */
export function SandboxPortalPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const { refresh } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const subscription = me.subscription;

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      await cancelSandboxSubscription();
      setCancelled(true);
      await refresh();
    } catch (cause) {
      setError(billingErrorMessage(cause, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredPage title={t("billing.sandbox.portalTitle")} icon={<SandboxBadge />}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("billing.sandbox.portalText")}</p>
      {cancelled ? (
        <p role="status" className="mt-5 font-semibold text-slate-900 dark:text-white">
          {t("billing.sandbox.cancelled")}
        </p>
      ) : subscription ? (
        <div className="mt-5 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
          <p className="font-semibold text-slate-900 dark:text-white">
            {t("billing.section.pro", {
              plan: subscription.plan ? t(`billing.planNames.${subscription.plan}`) : subscription.planId,
            })}
          </p>
          {subscription.currentPeriodEnd ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t("billing.section.renews", {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
                  new Date(subscription.currentPeriodEnd),
                ),
              })}
            </p>
          ) : null}
          <Button variant="danger" className="mt-4 w-full" loading={busy} onClick={() => void cancel()}>
            {t("billing.sandbox.cancelSubscription")}
          </Button>
        </div>
      ) : (
        <p className="mt-5 text-sm text-slate-700 dark:text-slate-300">
          {t("billing.sandbox.noSubscription")}
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-danger-700 dark:text-danger-300">
          {error}
        </p>
      ) : null}
      <Link to="/profile" className={buttonClasses("secondary", "md", "mt-6 w-full")}>
        {t("billing.sandbox.back")}
      </Link>
    </CenteredPage>
  );
}
