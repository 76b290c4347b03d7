import { RegisterPage } from "../features/auth/register-page";
import { PrivacyConsentNotice } from "../features/privacy/privacy-consent-notice";

/** /register with the privacy policy line under its button (features do not import each other; the app composes). */
export function RegisterRoute() {
  return <RegisterPage notice={<PrivacyConsentNotice className="-mt-1" />} />;
}
