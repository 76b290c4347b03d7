import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { loadPrivacyPolicy, type PrivacyPolicy } from "./policy";

type State = { status: "loading" } | { status: "ready"; policy: PrivacyPolicy } | { status: "error" };

function PolicyText({ policy }: { policy: PrivacyPolicy }) {
  return (
    <div className="space-y-6 text-sm leading-6 text-slate-700 dark:text-slate-300">
      <p className="text-xs text-slate-600 dark:text-slate-400">{policy.lastUpdated}</p>
      <p>{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{section.heading}</h3>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1.5 pl-5 marker:text-primary-700 dark:marker:text-primary-400">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {section.notes?.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The privacy policy modal (docs/product.md §2, "other named screens"), in the UI language. */
export function PrivacyPolicyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const language = i18n.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ status: "loading" });
    loadPrivacyPolicy(language).then(
      (policy) => current && setState({ status: "ready", policy }),
      () => current && setState({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, [open, language, attempt]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("public.privacy.title")}
      size="lg"
      footer={<Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>}
    >
      {state.status === "ready" ? (
        <PolicyText policy={state.policy} />
      ) : state.status === "error" ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-6 text-sm">
          <p className="text-slate-700 dark:text-slate-300">{t("public.privacy.loadFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t("public.privacy.retry")}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-sm text-slate-600">
          <Spinner className="size-5" />
          {t("public.privacy.loading")}
        </div>
      )}
    </Modal>
  );
}
