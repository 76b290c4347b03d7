import type { TFunction } from "i18next";
import { isApiError } from "../../lib/api";
import { SignedOutError } from "./billing-api";

/** The text to show for a failed billing call: docs/product.md §5's signed-out messages, or the server's structured message. */
export function billingErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof SignedOutError) return t(`billing.mustLogin.${error.action}`);
  if (isApiError(error) && error.status !== 0 && !error.code.startsWith("HTTP_")) return error.message;
  return t("billing.genericError");
}
