import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";
import { useSettings } from "../lib/settings";
import { nextTheme } from "../lib/theme";

/** Header button: light ↔ dark; from system it becomes dark (docs/product.md §4). Saved like any other setting. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { settings, resolvedTheme, update } = useSettings();
  const next = nextTheme(settings.theme);
  const label = next === "dark" ? t("theme.switchToDark") : t("theme.switchToLight");
  return (
    <button
      type="button"
      onClick={() => update({ theme: next })}
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
