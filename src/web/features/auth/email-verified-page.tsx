import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CenteredPage } from "../../components/centered-page";
import { buttonClasses } from "../../components/ui/button";
import { FormError } from "./form-error";

/**
 * Where the verification link of the sign-up e-mail lands (the server verifies, then redirects here; better-auth adds
 * ?error=… for a bad or expired link). Works signed in or out: the dashboard link asks for a sign-in when needed.
 */
export function EmailVerifiedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const failed = params.has("error");
  return (
    <CenteredPage
      title={t(failed ? "auth.verified.failedTitle" : "auth.verified.title")}
      subtitle={failed ? undefined : t("auth.verified.subtitle")}
    >
      {failed ? <FormError message={t("auth.verified.failed")} /> : null}
      <Link to="/dashboard" className={buttonClasses("primary", "md", "w-full")}>
        {t("auth.verified.continue")}
      </Link>
    </CenteredPage>
  );
}
