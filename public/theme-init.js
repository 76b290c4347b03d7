// Runs before first paint (loaded synchronously in <head>): applies the saved theme and language so that a reload
// never flashes the wrong theme. Keep in step with src/web/lib/device-store.ts and src/web/lib/theme.ts.
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
  let language = settings && typeof settings === "object" ? settings.language : undefined;
  if (language !== "en" && language !== "es") {
    // Nothing chosen yet: the first of the browser's languages the app speaks (device-store.ts reads it back from <html lang>).
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language || ""];
    language = "en";
    for (const tag of tags) {
      const primary = String(tag).toLowerCase().split("-")[0];
      if (primary === "en" || primary === "es") {
        language = primary;
        break;
      }
    }
  }
  root.lang = language;
  // One theme-color meta per scheme (index.html): both take the chosen theme's colour.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute("content", dark ? "#020617" : "#f8fafc");
})();
