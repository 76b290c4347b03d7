import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/ui/empty-state";
import { AccountCard } from "./account-card";
import { ChangePasswordCard } from "./change-password-card";
import { DataCard } from "./data-card";
import { FitnessCard } from "./fitness-card";
import { VerifyEmailNotice } from "./verify-email-notice";

// Its own chunk, fetched when the profile opens: the profile's first paint does not wait for it.
const TokensCard = lazy(() => import("./tokens-card"));

/**
 * /profile: the account (name, avatar, e-mail), the password, the fitness details, API access tokens and the data
 * rights. The app
 * (web/app/profile-route.tsx) adds the billing section under it.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("profile.title")} description={t("profile.subtitle")} />
      <div className="space-y-5">
        <VerifyEmailNotice />
        <AccountCard />
        <FitnessCard />
        <ChangePasswordCard />
        <Suspense fallback={null}>
          <TokensCard />
        </Suspense>
        <DataCard />
      </div>
    </>
  );
}
