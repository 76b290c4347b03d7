import "@fontsource-variable/inter";
import "../styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { takeEmbeddedMe } from "../lib/auth";
import { createI18n } from "../lib/i18n";
import { loadSettings } from "../lib/settings-storage";
import { AppProviders } from "./providers";
import { AppRouter, preloadOpenedPage } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The saved settings decide the first render's language (theme-init.js has already applied the theme).
const initialSettings = loadSettings();
const i18n = await createI18n(initialSettings.language);
// The opened page's code is already on its way (index.html preloads it): waiting for it lets the first render show
// the page instead of the spinner. Should it fail to load, the routes' own lazy loading tries again and reports it.
await preloadOpenedPage(window.location.pathname).catch(() => undefined);
const initialMe = takeEmbeddedMe();

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole tree at once (on a slow phone, one long task that input would wait behind).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} initialSettings={initialSettings} initialMe={initialMe}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
