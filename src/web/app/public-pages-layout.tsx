import { ThemeToggle } from "../components/theme-toggle";
import { PublicLayout } from "../features/shell/public-layout";
import { AnimatedOutlet } from "./animated-outlet";

/** Landing and blog. Kept apart from the signed-in shell so the landing page loads little. */
export function PublicPagesLayout() {
  return (
    <PublicLayout headerActions={<ThemeToggle />}>
      <AnimatedOutlet />
    </PublicLayout>
  );
}
