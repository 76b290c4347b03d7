import { useSettings } from "../lib/settings";
import { ThemeToggle } from "./theme-toggle";

/** The theme toggle of the signed-in pages: a change of the user's settings (lib/settings.ts), like the settings page's. */
export function UserThemeToggle() {
  const { update } = useSettings();
  return <ThemeToggle save={update} />;
}
