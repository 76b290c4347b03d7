import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage } from "../../components/centered-page";
import { buttonClasses } from "../../components/ui/button";
import { useAuth } from "../../lib/auth";

const REFRESH_AFTER_MS = 2000;

/** Return page after checkout. Visiting it grants nothing: Pro comes from the webhook; we just re-read /api/me. */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), REFRESH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [refresh]);
  return (
    <CenteredPage
      title={t("subscription.successTitle")}
      icon={<CircleCheck aria-hidden="true" className="size-10 text-primary-700 dark:text-primary-400" />}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("subscription.successText")}</p>
      <Link to="/dashboard" className={buttonClasses("primary", "md", "mt-6 w-full")}>
        {t("common.goToDashboard")}
      </Link>
    </CenteredPage>
  );
}
