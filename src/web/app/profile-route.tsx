import { BillingSection } from "../features/billing/billing-section";
import { ProfilePage } from "../features/profile/profile-page";

/** /profile with the billing card (plan, renewal date, manage billing) under it; the app composes the features. */
export function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <div className="mt-5">
        <BillingSection />
      </div>
    </>
  );
}
