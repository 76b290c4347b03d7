import "@fontsource-variable/inter";
import "../styles.css";
import { type ReactNode, StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { FullScreenSpinner } from "../components/ui/full-screen-spinner";
import { takeEmbeddedMe } from "../lib/auth";
import { devicePreferences } from "../lib/device-store";
import { createI18n } from "../lib/i18n";
import { AppProviders } from "./providers";
import { standalonePage } from "./standalone-pages";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The device's language decides the first render's (theme-init.js has already applied the theme).
const i18n = await createI18n(devicePreferences().language);

/**
 * The landing and pricing pages opened directly run without the router (public-app.tsx, ADR 0069); every other page
 * in it. Either way the opened page's code is already on its way (index.html preloads it): waiting for it lets the
 * first render show the page instead of the spinner. Should a page fail to load, the routes' own lazy loading tries
 * again and reports it.
 */
async function openedApp(path: string): Promise<ReactNode> {
  const standalone = standalonePage(path);
  if (standalone) {
    const { PublicApp, loadStandalonePage } = await import("./public-app");
    return <PublicApp page={await loadStandalonePage(standalone)} />;
  }
  const { AppRouter, preloadOpenedPage } = await import("./router");
  await preloadOpenedPage(path).catch(() => undefined);
  return <AppRouter />;
}

const app = await openedApp(window.location.pathname);
const initialMe = takeEmbeddedMe();

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole tree at once (on a slow phone, one long task that input would wait behind).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} initialMe={initialMe}>
        {/*
          The loading screen for what suspends outside the router's own boundary (the public app has none). In the
          entry, it also keeps what every app shows (translations' hook, the logo) in the entry: a module only lazy
          chunks share is copied into each of them (vite.config.ts, inlined common chunks).
        */}
        <Suspense fallback={<FullScreenSpinner />}>{app}</Suspense>
      </AppProviders>
    </StrictMode>,
  );
});
