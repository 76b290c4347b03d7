import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
// Sonner's styles as a stylesheet: the build strips its runtime <style> injection (CSP; see vite.config.ts).
import "sonner/dist/styles.css";
import { UserThemeToggle } from "../components/user-settings-toggle";
import { UpgradeModalHost } from "../features/billing/upgrade-modal-host";
import { NotificationBell } from "../features/notifications/notification-bell";
import { AppShell } from "../features/shell/app-shell";
import { useResolvedTheme } from "../lib/device-store";
import { UserQueryProvider } from "../lib/query-client";
import { AnimatedOutlet } from "./animated-outlet";
import { RequireAuth } from "./guards";
import { OfflineHost } from "./offline-host";
import { PreferencesDialogHost } from "./preferences-dialog-host";

/** Guarded pages inside the sidebar/header/bottom-bar layout. Toasts live here: only signed-in pages raise them. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const resolvedTheme = useResolvedTheme();
  return (
    <RequireAuth>
      <UserQueryProvider>
        <AppShell
          headerActions={
            <>
              <UserThemeToggle />
              <NotificationBell />
            </>
          }
        >
          <OfflineHost />
          <PreferencesDialogHost>
            <AnimatedOutlet />
          </PreferencesDialogHost>
        </AppShell>
        <UpgradeModalHost />
      </UserQueryProvider>
      <Toaster theme={resolvedTheme} position="top-center" richColors containerAriaLabel={t("app.toasts")} />
    </RequireAuth>
  );
}
