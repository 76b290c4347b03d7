// Runs before first paint (loaded synchronously in <head>): applies the saved theme and language so that a reload
// never flashes the wrong theme. Keep in step with src/web/lib/settings-storage.ts and src/web/lib/theme.ts.
(() => {
  const root = document.documentElement;
  let settings = null;
  try {
    settings = JSON.parse(localStorage.getItem("custom-fit:settings") || "null");
  } catch {
    settings = null; // corrupt or unavailable storage: the defaults apply
  }
  const theme = settings && typeof settings === "object" ? settings.theme : undefined;
  const prefersDark = !!window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  const dark = theme === "dark" || (theme !== "light" && prefersDark);
  root.classList.toggle("dark", dark);
  const language = settings && typeof settings === "object" ? settings.language : undefined;
  if (language === "en" || language === "es") root.lang = language;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute("content", dark ? "#020617" : "#f8fafc");
})();
