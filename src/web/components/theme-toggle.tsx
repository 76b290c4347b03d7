import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TSettingsPatch } from "#contracts/settings";
import { cn } from "../lib/cn";
import { useDevicePreferences, useResolvedTheme } from "../lib/device-store";
import { nextTheme } from "../lib/theme";
import { useSaveDeviceChoice } from "./device-choice";

/**
 * Header button: light ↔ dark; from system it becomes dark (docs/product.md §4). `save` is the signed-in pages'
 * settings update (user-settings-toggle.tsx); elsewhere the choice is the device's, and a signed-in user's too.
 */
export function ThemeToggle({
  className,
  save,
}: {
  className?: string;
  save?: (patch: TSettingsPatch) => void;
}) {
  const { t } = useTranslation();
  const { theme } = useDevicePreferences();
  const resolvedTheme = useResolvedTheme();
  const saveDeviceChoice = useSaveDeviceChoice();
  const next = nextTheme(theme);
  const label = next === "dark" ? t("theme.switchToDark") : t("theme.switchToLight");
  return (
    <button
      type="button"
      onClick={() => (save ?? saveDeviceChoice)({ theme: next })}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
        className,
      )}
    >
      {resolvedTheme === "dark" ? (
        <Moon aria-hidden="true" className="size-5" />
      ) : (
        <Sun aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
