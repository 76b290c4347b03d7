import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageToggle } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";
import { Card } from "./ui/card";
import { Logo } from "./ui/logo";

/** A single centred card under a slim brand header: sign-in, sign-up, password, subscription and not-found pages. */
export function CenteredPage({
  title,
  subtitle,
  children,
  footer,
  icon,
}: {
  title: string;
  icon?: ReactNode;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-50/70 via-slate-50 to-slate-50 dark:from-primary-950/30 dark:via-slate-950 dark:to-slate-950">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
        <Link to="/" aria-label={t("app.home")} className="rounded-xl p-1">
          <Logo label={t("app.name")} />
        </Link>
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Card className="p-6 sm:p-8">
            {icon ? <div className="mb-4">{icon}</div> : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
            {subtitle ? (
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
            ) : null}
            <div className="mt-6">{children}</div>
          </Card>
          {footer ? (
            <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p>
          ) : null}
        </div>
      </main>
    </div>
  );
}

/** An inline text link in the primary colour. */
export const linkClasses =
  "rounded font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300";
