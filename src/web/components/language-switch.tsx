import { LANGUAGES } from "#contracts/settings-model";
import { useDevicePreferences } from "../lib/device-store";
import { useSaveDeviceChoice } from "./device-choice";

// The language switch of the public pages' header and footer, and of the centred pages' header. It offers the other
// language (two are spoken), named in itself ("Español", not "Spanish"): the visitor who needs it may not read the
// current one. The choice is a setting like the theme: remembered on this device, the user's own when signed in.
// Small on purpose: it is on the landing page's first load (docs/benchmarks.md).

const NAMES = { en: "English", es: "Español" } as const satisfies Record<(typeof LANGUAGES)[number], string>;

export function LanguageToggle() {
  const { language } = useDevicePreferences();
  const save = useSaveDeviceChoice();
  const next = LANGUAGES.find((other) => other !== language) ?? "en";
  return (
    <button
      type="button"
      lang={next}
      onClick={() => save({ language: next })}
      aria-label={NAMES[next]}
      title={NAMES[next]}
      className="inline-flex size-11 items-center justify-center rounded-xl text-sm font-semibold text-slate-600 uppercase transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {next}
    </button>
  );
}
