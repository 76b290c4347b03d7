import { AlertCircle } from "lucide-react";

/** The error of a whole form, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-5 flex items-start gap-2.5 rounded-xl bg-danger-50 px-3.5 py-3 text-sm font-medium text-danger-800 ring-1 ring-danger-200 dark:bg-danger-950/50 dark:text-danger-200 dark:ring-danger-900"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
