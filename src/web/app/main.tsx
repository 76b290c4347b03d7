import "@fontsource-variable/inter";
import "../styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createI18n } from "../lib/i18n";
import { loadSettings } from "../lib/settings-storage";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The saved settings decide the first render's language (theme-init.js has already applied the theme).
const initialSettings = loadSettings();
const i18n = await createI18n(initialSettings.language);

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} initialSettings={initialSettings}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
