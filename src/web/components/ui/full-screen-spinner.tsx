import { useTranslation } from "react-i18next";
import { LogoMark } from "./logo";
import { Spinner } from "./spinner";

/** Shown while a lazy page or the session check loads (docs/product.md §2: 'Loading Custom Fit...'). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-slate-50 dark:bg-slate-950"
    >
      <LogoMark className="size-12" />
      <div className="flex items-center gap-2.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        <Spinner className="size-4 text-primary-700 dark:text-primary-400" />
        <span>{t("app.loading")}</span>
      </div>
    </div>
  );
}
