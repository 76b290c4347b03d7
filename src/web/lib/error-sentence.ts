import type { i18n as I18n } from "i18next";
import type { SentenceCode } from "#contracts/errors";
import { isApiError } from "./api";

// A failed request in the user's language (ADR 0066): an error the server said by code and values
// (`sentence: {code, params}`, contracts/errors.ts) is said from locales/errors/<lang>.json; anything else
// (a code without a sentence, a sentence this build does not know, strings that cannot be fetched offline) keeps the
// server's own `message`. The strings (locales/errors/<lang>.json) load on the first failure, so no page pays for them
// up front; they are outside locales/features so that the entry's list of feature files does not grow either.

const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("../locales/errors/en.json"),
  es: () => import("../locales/errors/es.json"),
};
const loaded = new WeakMap<I18n, Set<string>>();

async function loadSentences(i18n: I18n): Promise<void> {
  const done = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, done);
  const languages = [...new Set(["en", i18n.language])].filter((language) => !done.has(language));
  await Promise.all(
    languages.map(async (language) => {
      const load = loaders[language];
      if (!load) return;
      i18n.addResourceBundle(language, "translation", (await load()).default, true, true);
      done.add(language);
    }),
  );
}

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
    await loadSentences(i18n);
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
