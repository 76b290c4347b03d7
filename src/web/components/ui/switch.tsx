import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";
import { cn } from "../../lib/cn";

export interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** A labelled on/off switch (Radix: role="switch", keyboard and screen-reader support). The whole row is clickable. */
export function Switch({ label, description, checked, onCheckedChange, disabled, className }: SwitchProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn("flex items-center justify-between gap-4 py-3", className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors",
          "bg-slate-300 data-[state=checked]:bg-primary-700 dark:bg-slate-700 dark:data-[state=checked]:bg-primary-400",
          "disabled:cursor-not-allowed disabled:opacity-60",
          // a 44px touch target around the 28px track
          "before:absolute before:-inset-2 before:content-['']",
        )}
      >
        <RadixSwitch.Thumb className="pointer-events-none block size-5 translate-x-1 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-6 motion-reduce:transition-none dark:data-[state=checked]:bg-slate-950" />
      </RadixSwitch.Root>
    </div>
  );
}
