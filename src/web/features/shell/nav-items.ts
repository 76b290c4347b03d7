import {
  Bot,
  CalendarDays,
  Dumbbell,
  History,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  UserRound,
} from "lucide-react";

export type NavLabelKey =
  | "nav.dashboard"
  | "nav.schedule"
  | "nav.workouts"
  | "nav.workoutHistory"
  | "nav.history"
  | "nav.coach"
  | "nav.coachShort"
  | "nav.profile"
  | "nav.settings";

export interface NavItem {
  to: string;
  label: NavLabelKey;
  icon: LucideIcon;
}

/** Sidebar and drawer entries (docs/product.md §2 "Navigation"), in order. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: "/dashboard", label: "nav.dashboard", icon: LayoutDashboard },
  { to: "/schedule", label: "nav.schedule", icon: CalendarDays },
  { to: "/workouts", label: "nav.workouts", icon: Dumbbell },
  { to: "/workout-history", label: "nav.workoutHistory", icon: History },
  { to: "/coach", label: "nav.coach", icon: Bot },
  { to: "/profile", label: "nav.profile", icon: UserRound },
  { to: "/settings", label: "nav.settings", icon: Settings },
];

/** The mobile bottom bar's five tabs. */
export const BOTTOM_ITEMS: readonly NavItem[] = [
  { to: "/dashboard", label: "nav.dashboard", icon: LayoutDashboard },
  { to: "/schedule", label: "nav.schedule", icon: CalendarDays },
  { to: "/workouts", label: "nav.workouts", icon: Dumbbell },
  { to: "/workout-history", label: "nav.history", icon: History },
  { to: "/coach", label: "nav.coachShort", icon: Bot },
];
