import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

/**
 * A centred dialog on Radix Dialog: Escape and the close button close it, focus moves in on open and back to the
 * opener on close, Tab loops inside. On small screens it becomes a full-height sheet.
 *
 * `modal={false}` plus our own overlay, aria-modal and CSS scroll lock (`html:has([data-modal-open])` in
 * styles.css), for the same reason as the mobile drawer: Radix's modal mode injects a <style> element, which the
 * CSP (style-src 'self') refuses. Outside clicks are ignored (a half-filled form must not vanish on a stray click).
 * Non-modal Radix only gives focus back to a Dialog.Trigger, and these dialogs open from any button: the element
 * focused at opening is remembered and gets the focus back on close (also when the dialog unmounts open).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Actions pinned under the scrolling body (buttons). */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const { t } = useTranslation();
  const state = open ? "open" : "closed";
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        {open && (
          <div
            aria-hidden="true"
            data-state={state}
            className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in"
          />
        )}
        <Dialog.Content
          aria-modal="true"
          {...(description ? {} : { "aria-describedby": undefined })}
          data-modal-open={open ? "" : undefined}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className={cn(
            "fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-pop-in dark:bg-slate-900 dark:ring-1 dark:ring-slate-800",
            "inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
            size === "sm" && "sm:max-w-md",
            size === "md" && "sm:max-w-xl",
            size === "lg" && "sm:max-w-3xl",
          )}
        >
          <div className="flex items-start gap-3 border-slate-200 border-b px-5 py-4 dark:border-slate-800">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-semibold text-lg text-slate-900 dark:text-white">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-slate-600 text-sm dark:text-slate-400">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t("common.close")}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap items-center justify-end gap-2 border-slate-200 border-t px-5 py-3 dark:border-slate-800">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
