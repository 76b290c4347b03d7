import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

// The dialog (Radix underneath) and the policy text load on first use, so the landing page does not carry them
// (docs/architecture.md §7). Pointing at or focusing the button starts the download early.
const loadDialog = () => import("./privacy-policy-dialog");
const PrivacyPolicyDialog = lazy(async () => ({ default: (await loadDialog()).PrivacyPolicyDialog }));

/** A link-styled button that opens the privacy policy modal ("Privacy policy" unless given other words). */
export function PrivacyPolicyButton({ children, className }: { children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();

  // The Modal has no Radix trigger to return focus to, so the opener takes it back itself once the dialog is gone.
  useEffect(() => {
    if (used && !open) button.current?.focus();
  }, [used, open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn("cursor-pointer rounded", className)}
      >
        {children ?? t("public.privacy.open")}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
