import type { i18n as I18n } from "i18next";
import type { SentenceCode } from "../../contracts/errors";
import { isApiError } from "./api";
import { loadFeatureStrings } from "./i18n";

// A failed request in the user's language (ADR 0066): an error the server said by code and values
// (`sentence: {code, params}`, contracts/errors.ts) is said from locales/features/errors.<lang>.json; anything else
// (a code without a sentence, a sentence this build does not know, strings that cannot be fetched offline) keeps the
// server's own `message`. The strings load on the first failure, so no page pays for them up front.

interface SaidSentence {
  code: SentenceCode;
  params: Record<string, string | number>;
}

function sentenceOf(details: Record<string, unknown>): SaidSentence | null {
  const sentence = details.sentence as { code?: unknown; params?: unknown } | undefined;
  if (!sentence || typeof sentence.code !== "string") return null;
  const params = sentence.params && typeof sentence.params === "object" ? sentence.params : {};
  return { code: sentence.code as SentenceCode, params: params as SaidSentence["params"] };
}

/** What to tell the user about `error`, in the UI's current language where the server said it by code. */
export async function sayError(i18n: I18n, error: unknown): Promise<string> {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const sentence = sentenceOf(error.details);
  if (!sentence) return error.message;
  try {
    await loadFeatureStrings(["errors"], i18n);
  } catch {
    return error.message; // offline before the strings were ever fetched
  }
  const key = `errors.${sentence.code}`;
  // A plural sentence exists only as key_one / key_other; i18next picks one by `count`.
  if (!i18n.exists(key) && !i18n.exists(`${key}_other`)) return error.message;
  const { count } = sentence.params;
  const options = { replace: sentence.params, count: typeof count === "number" ? count : undefined };
  // Typed as one plain sentence: the typed keys know CALENDAR_SYNC_TOO_SOON only by its plural forms.
  return i18n.t(key as "errors.VALIDATION_ERROR", options);
}
