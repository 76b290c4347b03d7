import { CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage } from "../../components/centered-page";
import { buttonClasses } from "../../components/ui/button";

export function SubscriptionCancelPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage
      title={t("subscription.cancelTitle")}
      icon={<CircleX aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("subscription.cancelText")}</p>
      <Link to="/dashboard" className={buttonClasses("primary", "md", "mt-6 w-full")}>
        {t("common.goToDashboard")}
      </Link>
    </CenteredPage>
  );
}
