import type { Context } from "hono";
import { accepts } from "hono/accepts";
import { LANGUAGES } from "#contracts/settings-model";

type Language = (typeof LANGUAGES)[number];

/**
 * The language index.html declares (`<html lang>`) for a visitor the server knows nothing else about: the first
 * language of Accept-Language, by weight, that the app speaks ("es-ES" → "es"), else English. The page's script
 * then applies the visitor's own choice, if they made one on this device (public/theme-init.js).
 */
export function pageLanguage(c: Context): Language {
  return accepts(c, {
    header: "Accept-Language",
    supports: [...LANGUAGES],
    default: "en",
    // Ranked by weight; equal weights keep the header's order (the sort is stable).
    match: (ranked, { supports, default: fallback }) => {
      for (const { type } of [...ranked].filter((a) => a.q > 0).sort((a, b) => b.q - a.q)) {
        const primary = type.toLowerCase().split("-")[0] ?? "";
        if (supports.includes(primary)) return primary;
      }
      return fallback;
    },
  }) as Language;
}
