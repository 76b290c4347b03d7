import { FlaskConical } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { TSandboxSessionView } from "#contracts/billing-checkout";
import { CenteredPage } from "../../components/centered-page";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { fetchPlans, type PlanView } from "../../queries/billing-plans";
import { confirmSandboxCheckout, fetchSandboxSession } from "./billing-api";
import { billingErrorMessage } from "./billing-errors";
import { formatPrice } from "./upgrade-modal";

/** A sandbox marker every sandbox page carries at its top, so nobody mistakes it for a real payment page. */
export function SandboxBadge() {
  const { t } = useTranslation();
  return (
    <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
      <FlaskConical aria-hidden="true" className="size-4" />
      {t("billing.sandbox.badge")}
    </p>
  );
}

/**
 * /billing/sandbox/checkout?session=…: the sandbox's stand-in for the provider's checkout page. Confirming applies
 * the same change a webhook would (the server checks the signed, one-time session belongs to this user).
 */
export function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("session") ?? "";
  const [session, setSession] = useState<TSandboxSessionView | null>(null);
  const [plan, setPlan] = useState<PlanView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([fetchSandboxSession(token), fetchPlans()])
      .then(([view, plans]) => {
        if (!live) return;
        setSession(view);
        setPlan(plans.find((p) => p.id === view.planId) ?? null);
      })
      .catch((cause: unknown) => live && setError(billingErrorMessage(cause, t)));
    return () => {
      live = false;
    };
  }, [token, t]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await confirmSandboxCheckout(token);
      navigate(url, { replace: true });
    } catch (cause) {
      setError(billingErrorMessage(cause, t));
      setBusy(false);
    }
  }

  return (
    <CenteredPage title={t("billing.sandbox.checkoutTitle")} icon={<SandboxBadge />}>
      {session === null && !error ? (
        <Spinner className="size-6" />
      ) : session && !session.valid ? (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
          {t("billing.sandbox.invalid")}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("billing.sandbox.checkoutText")}</p>
          {plan ? (
            <dl className="mt-5 flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t("billing.sandbox.plan")}</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {t(`billing.planNames.${plan.id}`)} · {formatPrice(plan.price, plan.currency, i18n.language)}
                {plan.interval === "year" ? t("billing.perYear") : t("billing.perMonth")}
              </dd>
            </dl>
          ) : null}
          {error ? (
            <p role="alert" className="mt-4 text-sm text-danger-700 dark:text-danger-300">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              className="sm:flex-1"
              loading={busy}
              disabled={!session?.valid}
              onClick={() => void confirm()}
            >
              {t("billing.sandbox.confirm")}
            </Button>
            <Button
              variant="secondary"
              className="sm:flex-1"
              disabled={busy}
              onClick={() => navigate("/subscription/cancel", { replace: true })}
            >
              {t("billing.sandbox.cancel")}
            </Button>
          </div>
        </>
      )}
    </CenteredPage>
  );
}
