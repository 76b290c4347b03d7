import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";

/**
 * Slide-in navigation for small screens, on Radix Dialog: Escape and outside clicks close it, focus moves in on open,
 * Tab loops inside it, and focus returns to the toggle on close.
 *
 * Why `modal={false}` plus our own overlay, aria-modal and scroll lock: Radix's modal mode locks scrolling through
 * react-remove-scroll, which injects a <style> element at runtime, and the server's CSP (style-src 'self') refuses
 * inline styles (a console error on every open). With the overlay covering the page and Tab looping inside the
 * panel, the behaviour is the same. The scroll lock is the `html:has([data-drawer-open])` rule in styles.css.
 *
 * Loaded when first needed (app-shell.tsx): Radix's dialog is not in the signed-in shell's first load (ADR 0096). The
 * header's toggle is the shell's own button, so it is there before this module is.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  triggerRef,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opens it: focus returns there on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const state = open ? "open" : "closed";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <div
          aria-hidden="true"
          data-state={state}
          className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden"
        />
        <Dialog.Content
          aria-describedby={undefined}
          aria-modal="true"
          data-drawer-open={open ? "" : undefined}
          onCloseAutoFocus={(event) => {
            // Back to the toggle however it was closed (non-modal Radix skips this after an outside click).
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden dark:border-r dark:border-slate-800 dark:bg-slate-900"
        >
          <Dialog.Title className="sr-only">{t("nav.menuTitle")}</Dialog.Title>
          <Dialog.Close
            aria-label={t("nav.closeMenu")}
            className="absolute top-2.5 right-2.5 z-10 inline-flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
