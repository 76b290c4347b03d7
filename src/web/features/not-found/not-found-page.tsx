import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage } from "../../components/centered-page";
import { buttonClasses } from "../../components/ui/button";
import { useAuth } from "../../lib/auth";

export function NotFoundPage() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const signedIn = state.status === "signed-in";
  return (
    <CenteredPage
      title={t("notFound.title")}
      icon={
        <span className="text-5xl font-extrabold tracking-tight text-primary-700 tabular-nums dark:text-primary-400">
          {t("notFound.code")}
        </span>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("notFound.text")}</p>
      <Link to={signedIn ? "/dashboard" : "/"} className={buttonClasses("primary", "md", "mt-6 w-full")}>
        {signedIn ? t("common.goToDashboard") : t("common.backHome")}
      </Link>
    </CenteredPage>
  );
}
