import type { TTheme } from "#contracts/settings";

export type ResolvedTheme = "light" | "dark";

export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** Colour of the browser UI around the page, per resolved theme (matches the page background). */
export const THEME_COLORS: Record<ResolvedTheme, string> = { light: "#f8fafc", dark: "#020617" };

/** The header toggle (docs/product.md §4): light ↔ dark; from system it becomes dark. */
export function nextTheme(current: TTheme): ResolvedTheme {
  return current === "dark" ? "light" : "dark";
}

/** What the page shows: an explicit choice wins; `system` follows the device preference. */
export function resolveTheme(theme: TTheme, prefersDark: boolean): ResolvedTheme {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

/**
 * Puts the resolved theme on <html> (the `dark` class drives Tailwind's dark variant) and on the theme-color metas:
 * index.html has one per colour scheme, and a chosen theme holds whatever the device's scheme.
 */
export function applyTheme(resolved: ResolvedTheme, doc: Document = document): void {
  doc.documentElement.classList.toggle("dark", resolved === "dark");
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = THEME_COLORS[resolved];
}
