import { AlertCircle } from "lucide-react";

/** The message under a field or group; point the control's aria-describedby at `id`. Renders nothing without one. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p
      id={id}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700 dark:text-danger-300"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
