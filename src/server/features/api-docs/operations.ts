import { z } from "zod";
import {
  ZCheckoutRequest,
  ZRedirect,
  ZSandboxConfirm,
  ZSandboxSessionView,
} from "#contracts/billing-checkout";
import { ZBillingLimits } from "#contracts/billing-limits";
import { ZBlogPost, ZBlogPostSummary } from "#contracts/blog";
import { ZCalendarConnection, ZCalendarCreate, ZCalendarPatch } from "#contracts/calendars";
import { ZCoachReply, ZCoachRequest } from "#contracts/coach";
import {
  ZCustomExercise,
  ZCustomExerciseInput,
  ZCustomExerciseList,
  ZCustomExercisePatch,
} from "#contracts/custom-exercises";
import { ZDoseQuery, ZWeekDose } from "#contracts/dose";
import { ZEventGroupResult, ZEventGroupWrite } from "#contracts/event-groups";
import { ZEvent, ZEventCreate, ZEventPatch, ZFeedUrl, ZIcsImportResult } from "#contracts/events";
import {
  ZExerciseSearchQuery,
  ZExerciseSearchResponse,
  ZSwapCandidates,
  ZSwapRequest,
} from "#contracts/exercises";
import { FIT_IMPORT_MAX_BYTES, ZFitZipQuery } from "#contracts/fit";
import { ZHistoryQuery } from "#contracts/history";
import { ZHistoryImportQuery } from "#contracts/history-import-query";
import { ZDeleteAccount, ZHealth, ZMe, ZSubscription } from "#contracts/me";
import { ZNotificationList, ZTestNotification } from "#contracts/notifications";
import { ZPreferences, ZPreferencesInput } from "#contracts/preferences";
import {
  ZExerciseProgressList,
  ZExerciseSeries,
  ZMuscleVolume,
  ZMuscleVolumeQuery,
  ZRecordsList,
  ZRecoveryMap,
} from "#contracts/progress";
import { ZPushPublicKey, ZPushSubscription, ZPushUnsubscribe } from "#contracts/push";
import { ZSettings, ZSettingsPatch } from "#contracts/settings";
import { ZCreatedToken, ZCreateToken, ZTokenList } from "#contracts/tokens";
import {
  ZCompleteRequest,
  ZCompleteResponse,
  ZPlanRequest,
  ZPlanResponse,
  ZSkipResponse,
  ZUsage,
  ZWorkout,
  ZWorkoutMove,
  ZWorkoutPatch,
} from "#contracts/workouts";

// Every route of the app with the zod contracts of what it takes and answers: the OpenAPI document
// (openapi-document.ts) is generated from this list, and a test compares it with the router (ADR 0076), so a
// route cannot be added without its entry here.

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call it: `user` a signed-in browser or a personal access token (read tokens: GET only); `browser` a
 * signed-in browser only (the cookie-only routes of ADR 0075); `public` anyone; `signed` a signature or a secret in
 * the address.
 */
export type Access = "user" | "browser" | "public" | "signed";

export interface Operation {
  method: HttpMethod;
  /** As Hono writes it: `/api/events/:id`. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  query?: z.ZodObject;
  /** A JSON body (its zod contract), or another media type by name. */
  body?: z.ZodType | { mediaType: string; description: string };
  /** The success answer: its status, and its JSON contract or another media type. */
  response: { status: number; schema?: z.ZodType; mediaType?: string; description?: string };
  /** Mounted only with E2E_TEST_ROUTES, or only with the sandbox payment provider. */
  only?: "test-routes" | "sandbox";
}

const JSON_ANSWER = (schema: z.ZodType, status = 200) => ({ status, schema });
const NO_CONTENT = { status: 204, description: "Done; no body." };
const ok = (description: string) => ({ status: 200, description });

// better-auth's endpoints (mounted whole at /api/auth/*): the ones the web app calls, with their bodies.
const ZEmailPassword = z.object({ email: z.email(), password: z.string() });
const authOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/sign-up/email",
    summary: "Create an account and sign in",
    body: z.object({ name: z.string(), email: z.email(), password: z.string().min(8).max(128) }),
    response: ok("The user; sets the session cookie."),
  },
  {
    method: "post",
    path: "/api/auth/sign-in/email",
    summary: "Sign in",
    body: ZEmailPassword,
    response: ok("The user; sets the session cookie."),
  },
  { method: "post", path: "/api/auth/sign-out", summary: "Sign out", response: ok("The session is ended.") },
  {
    method: "get",
    path: "/api/auth/get-session",
    summary: "The session and its user, or null",
    response: ok("The session, or null."),
  },
  {
    method: "post",
    path: "/api/auth/request-password-reset",
    summary: "E-mail a password reset link",
    body: z.object({ email: z.email(), redirectTo: z.string() }),
    response: ok("The same answer whether or not the account exists."),
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Set a new password with a reset token",
    body: z.object({ newPassword: z.string(), token: z.string() }),
    response: ok("The password is set and every session ended."),
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    summary: "Change the password",
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    response: ok("The password is changed."),
  },
  {
    method: "post",
    path: "/api/auth/update-user",
    summary: "Change the name",
    body: z.object({ name: z.string() }),
    response: ok("The name is changed."),
  },
  {
    method: "post",
    path: "/api/auth/send-verification-email",
    summary: "E-mail a verification link",
    body: z.object({ email: z.email(), callbackURL: z.string().optional() }),
    response: ok("The e-mail is sent."),
  },
  {
    method: "get",
    path: "/api/auth/verify-email",
    summary: "The link in the verification e-mail",
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    response: { status: 302, description: "Redirects to /email-verified." },
  },
].map((op) => ({ ...op, tag: "Auth", access: "browser" }) as Operation);

export const OPERATIONS: Operation[] = [
  // Health and the document itself
  {
    method: "get",
    path: "/api/health",
    tag: "Health",
    summary: "Whether the server and its database are up",
    access: "public",
    response: JSON_ANSWER(ZHealth),
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Reference",
    summary: "This document",
    access: "public",
    response: { status: 200, mediaType: "application/json", description: "The OpenAPI 3.1 document." },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "Reference",
    summary: "The browsable reference of this document",
    access: "public",
    response: { status: 200, mediaType: "text/html" },
  },
  {
    method: "get",
    path: "/api/docs/reference.js",
    tag: "Reference",
    summary: "The reference page's script",
    access: "public",
    response: { status: 200, mediaType: "text/javascript" },
  },
  {
    method: "get",
    path: "/api/docs/reference.css",
    tag: "Reference",
    summary: "The reference page's style sheet",
    access: "public",
    response: { status: 200, mediaType: "text/css" },
  },
  ...authOperations,
  // Account
  {
    method: "get",
    path: "/api/me",
    tag: "Account",
    summary: "Who is signed in",
    access: "user",
    response: JSON_ANSWER(ZMe),
  },
  {
    method: "get",
    path: "/api/me/export",
    tag: "Account",
    summary: "Every row the user owns, as one JSON document (a download)",
    access: "user",
    response: { status: 200, mediaType: "application/json" },
  },
  {
    method: "delete",
    path: "/api/me",
    tag: "Account",
    summary: "Delete the account and everything in it",
    access: "browser",
    body: ZDeleteAccount,
    response: NO_CONTENT,
  },
  {
    method: "get",
    path: "/api/avatars/:file",
    tag: "Account",
    summary: "A placeholder avatar (<user id>.svg)",
    access: "public",
    response: { status: 200, mediaType: "image/svg+xml" },
  },
  {
    method: "get",
    path: "/api/usage",
    tag: "Account",
    summary: "The tier and its quotas: used, limit and left",
    access: "user",
    response: JSON_ANSWER(ZUsage),
  },
  // Tokens
  {
    method: "get",
    path: "/api/tokens",
    tag: "Tokens",
    summary: "The user's personal access tokens, without their secrets",
    access: "browser",
    response: JSON_ANSWER(ZTokenList),
  },
  {
    method: "post",
    path: "/api/tokens",
    tag: "Tokens",
    summary: "Create a personal access token; its secret is in this answer only",
    access: "browser",
    body: ZCreateToken,
    response: JSON_ANSWER(ZCreatedToken, 201),
  },
  {
    method: "delete",
    path: "/api/tokens/:id",
    tag: "Tokens",
    summary: "Revoke a token: refused from the next request on",
    access: "browser",
    response: NO_CONTENT,
  },
  // Settings and preferences
  {
    method: "get",
    path: "/api/settings",
    tag: "Settings",
    summary: "The settings",
    access: "user",
    response: JSON_ANSWER(ZSettings),
  },
  {
    method: "patch",
    path: "/api/settings",
    tag: "Settings",
    summary: "Change some settings",
    access: "user",
    body: ZSettingsPatch,
    response: JSON_ANSWER(ZSettings),
  },
  {
    method: "get",
    path: "/api/preferences",
    tag: "Settings",
    summary: "The training preferences from onboarding",
    access: "user",
    response: JSON_ANSWER(ZPreferences),
  },
  {
    method: "put",
    path: "/api/preferences",
    tag: "Settings",
    summary: "Save the training preferences (and the weekly schedule as events)",
    access: "user",
    body: ZPreferencesInput,
    response: JSON_ANSWER(ZPreferences),
  },
  // Events
  {
    method: "get",
    path: "/api/events",
    tag: "Events",
    summary: "The user's events",
    access: "user",
    response: JSON_ANSWER(z.array(ZEvent)),
  },
  {
    method: "get",
    path: "/api/events/:id",
    tag: "Events",
    summary: "One event",
    access: "user",
    response: JSON_ANSWER(ZEvent),
  },
  {
    method: "post",
    path: "/api/events",
    tag: "Events",
    summary: "Create an event",
    access: "user",
    body: ZEventCreate,
    response: JSON_ANSWER(ZEvent, 201),
  },
  {
    method: "patch",
    path: "/api/events/:id",
    tag: "Events",
    summary: "Change an event",
    access: "user",
    body: ZEventPatch,
    response: JSON_ANSWER(ZEvent),
  },
  {
    method: "delete",
    path: "/api/events/:id",
    tag: "Events",
    summary: "Delete an event",
    access: "user",
    response: NO_CONTENT,
  },
  {
    method: "put",
    path: "/api/events/group",
    tag: "Events",
    summary: "Write one event on several weekdays at once",
    access: "user",
    body: ZEventGroupWrite,
    response: JSON_ANSWER(ZEventGroupResult),
  },
  {
    method: "post",
    path: "/api/events/import",
    tag: "Events",
    summary: "Import an .ics file (Pro)",
    access: "user",
    body: { mediaType: "text/calendar", description: "The .ics file itself." },
    response: JSON_ANSWER(ZIcsImportResult),
  },
  // Plan and workouts
  {
    method: "post",
    path: "/api/plan",
    tag: "Workouts",
    summary: "Plan the next seven days",
    access: "user",
    body: ZPlanRequest,
    response: JSON_ANSWER(ZPlanResponse, 201),
  },
  {
    method: "get",
    path: "/api/workouts",
    tag: "Workouts",
    summary: "The scheduled workouts, by date then start time",
    access: "user",
    response: JSON_ANSWER(z.array(ZWorkout)),
  },
  {
    method: "get",
    path: "/api/workouts/dose",
    tag: "Workouts",
    summary:
      "A week's dose: hard sets per muscle group and cardio minutes, planned, done and owed, with the target",
    access: "user",
    query: ZDoseQuery,
    response: JSON_ANSWER(ZWeekDose),
  },
  {
    method: "patch",
    path: "/api/workouts/:id",
    tag: "Workouts",
    summary: "Edit a workout",
    access: "user",
    body: ZWorkoutPatch,
    response: JSON_ANSWER(ZWorkout),
  },
  {
    method: "post",
    path: "/api/workouts/:id/move",
    tag: "Workouts",
    summary: "Move a workout (to a date and time, or to the next free slot)",
    access: "user",
    body: ZWorkoutMove,
    response: JSON_ANSWER(ZWorkout),
  },
  {
    method: "post",
    path: "/api/workouts/:id/skip",
    tag: "Workouts",
    summary: "Skip a workout",
    access: "user",
    response: JSON_ANSWER(ZSkipResponse),
  },
  {
    method: "post",
    path: "/api/workouts/:id/regenerate",
    tag: "Workouts",
    summary: "Plan a workout again in its slot",
    access: "user",
    response: JSON_ANSWER(ZWorkout),
  },
  {
    method: "post",
    path: "/api/workouts/:id/complete",
    tag: "Workouts",
    summary: "Log a workout as done",
    access: "user",
    body: ZCompleteRequest,
    response: JSON_ANSWER(ZCompleteResponse, 201),
  },
  {
    method: "get",
    path: "/api/history",
    tag: "History",
    summary: "One page of the history, newest first",
    access: "user",
    query: ZHistoryQuery,
    response: { status: 200, mediaType: "application/json", description: "`{items, nextCursor}`." },
  },
  {
    method: "get",
    path: "/api/history/export.csv",
    tag: "History",
    summary: "The history as CSV in Strong's layout",
    access: "user",
    response: { status: 200, mediaType: "text/csv" },
  },
  {
    method: "post",
    path: "/api/history/import",
    tag: "History",
    summary: "Import a Strong or Hevy CSV export",
    access: "user",
    query: ZHistoryImportQuery,
    body: { mediaType: "text/csv", description: "The CSV file itself, at most 10 MB." },
    response: { status: 200, mediaType: "application/json", description: "What was (or would be) imported." },
  },
  // The exercise directory and swaps (ADR 0084, 0085)
  {
    method: "get",
    path: "/api/exercises",
    tag: "Exercises",
    summary: "Search the exercise catalogue in the user's language, by muscle and equipment",
    access: "user",
    query: ZExerciseSearchQuery,
    response: JSON_ANSWER(ZExerciseSearchResponse),
  },
  {
    method: "get",
    path: "/api/workouts/:id/exercises/:index/swaps",
    tag: "Workouts",
    summary: "Exercises that can replace one of a workout's: same muscles, allowed equipment, best first",
    access: "user",
    response: JSON_ANSWER(ZSwapCandidates),
  },
  {
    method: "post",
    path: "/api/workouts/:id/exercises/:index/swap",
    tag: "Workouts",
    summary: "Replace one of a workout's exercises, keeping its sets and reps",
    access: "user",
    body: ZSwapRequest,
    response: JSON_ANSWER(ZWorkout),
  },
  // Custom exercises (ADR 0091)
  {
    method: "get",
    path: "/api/exercises/custom",
    tag: "Exercises",
    summary: "The user's own exercises",
    access: "user",
    response: JSON_ANSWER(ZCustomExerciseList),
  },
  {
    method: "post",
    path: "/api/exercises/custom",
    tag: "Exercises",
    summary: "Create an exercise of one's own (at most 200)",
    access: "user",
    body: ZCustomExerciseInput,
    response: JSON_ANSWER(ZCustomExercise, 201),
  },
  {
    method: "patch",
    path: "/api/exercises/custom/:id",
    tag: "Exercises",
    summary: "Edit one of the user's exercises; scheduled workouts holding it follow",
    access: "user",
    body: ZCustomExercisePatch,
    response: JSON_ANSWER(ZCustomExercise),
  },
  {
    method: "delete",
    path: "/api/exercises/custom/:id",
    tag: "Exercises",
    summary: "Delete one of the user's exercises (the history keeps its name)",
    access: "user",
    response: NO_CONTENT,
  },
  // FIT files (ADR 0080)
  {
    method: "get",
    path: "/api/history/:id/fit",
    tag: "History",
    summary: "One done workout as a FIT activity file (Garmin Connect, Strava)",
    access: "user",
    response: { status: 200, mediaType: "application/vnd.ant.fit" },
  },
  {
    method: "get",
    path: "/api/history/fit.zip",
    tag: "History",
    summary: "Every done workout of a date range as FIT files in a zip",
    access: "user",
    query: ZFitZipQuery,
    response: { status: 200, mediaType: "application/zip" },
  },
  {
    method: "post",
    path: "/api/history/import.fit",
    tag: "History",
    summary:
      "A watch's FIT activity: its figures attached to the matching done workout, or a new cardio workout",
    access: "user",
    body: {
      mediaType: "application/vnd.ant.fit",
      description: `The FIT file itself, at most ${FIT_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
    },
    response: {
      status: 200,
      mediaType: "application/json",
      description: "`{action: attached | created | already, workout}`.",
    },
  },
  // The MCP server (ADR 0090): JSON-RPC over streamable HTTP, stateless.
  {
    method: "post",
    path: "/mcp",
    tag: "MCP",
    summary: "One Model Context Protocol request (initialize, tools/list, tools/call)",
    access: "user",
    body: { mediaType: "application/json", description: "A JSON-RPC 2.0 message of the MCP protocol." },
    response: { status: 200, mediaType: "application/json", description: "The JSON-RPC answer." },
  },
  {
    method: "get",
    path: "/mcp",
    tag: "MCP",
    summary: "No server-initiated stream (stateless server): always 405",
    access: "user",
    response: { status: 405, description: "Method not allowed." },
  },
  {
    method: "delete",
    path: "/mcp",
    tag: "MCP",
    summary: "No session to end (stateless server): always 405",
    access: "user",
    response: { status: 405, description: "Method not allowed." },
  },
  // Progress
  {
    method: "get",
    path: "/api/progress/exercises",
    tag: "Progress",
    summary: "Every exercise done, with its last sets, best set and weekly volume",
    access: "user",
    response: JSON_ANSWER(ZExerciseProgressList),
  },
  {
    method: "get",
    path: "/api/progress/exercises/:name",
    tag: "Progress",
    summary: "One exercise over time",
    access: "user",
    response: JSON_ANSWER(ZExerciseSeries),
  },
  {
    method: "get",
    path: "/api/progress/records",
    tag: "Progress",
    summary: "Personal records",
    access: "user",
    response: JSON_ANSWER(ZRecordsList),
  },
  {
    method: "get",
    path: "/api/progress/muscle-volume",
    tag: "Progress",
    summary: "Weekly volume per muscle group",
    access: "user",
    query: ZMuscleVolumeQuery,
    response: JSON_ANSWER(ZMuscleVolume),
  },
  {
    method: "get",
    path: "/api/progress/recovery",
    tag: "Progress",
    summary: "How recently each muscle group was trained",
    access: "user",
    response: JSON_ANSWER(ZRecoveryMap),
  },
  // Coach
  {
    method: "post",
    path: "/api/coach",
    tag: "Coach",
    summary: "Ask the coach (text/event-stream, or JSON with Accept: application/json)",
    access: "user",
    body: ZCoachRequest,
    response: JSON_ANSWER(ZCoachReply),
  },
  // Notifications and push
  {
    method: "get",
    path: "/api/notifications",
    tag: "Notifications",
    summary: "The notifications, newest first",
    access: "user",
    response: JSON_ANSWER(ZNotificationList),
  },
  {
    method: "get",
    path: "/api/notifications/stream",
    tag: "Notifications",
    summary: "New notifications as they come (server-sent events)",
    access: "user",
    response: { status: 200, mediaType: "text/event-stream" },
  },
  {
    method: "post",
    path: "/api/notifications/:id/read",
    tag: "Notifications",
    summary: "Mark one notification read",
    access: "user",
    response: ok("Marked read."),
  },
  {
    method: "post",
    path: "/api/notifications/clear",
    tag: "Notifications",
    summary: "Mark every notification read and empty the list",
    access: "user",
    response: ok("Cleared."),
  },
  {
    method: "post",
    path: "/api/notifications/test",
    tag: "Notifications",
    summary: "Create a notification (tests only)",
    access: "user",
    body: ZTestNotification,
    response: ok("Created."),
    only: "test-routes",
  },
  {
    method: "get",
    path: "/api/push/public-key",
    tag: "Notifications",
    summary: "The server's VAPID public key",
    access: "user",
    response: JSON_ANSWER(ZPushPublicKey),
  },
  {
    method: "post",
    path: "/api/push/subscriptions",
    tag: "Notifications",
    summary: "Subscribe a browser to push notifications",
    access: "user",
    body: ZPushSubscription,
    response: NO_CONTENT,
  },
  {
    method: "delete",
    path: "/api/push/subscriptions",
    tag: "Notifications",
    summary: "Unsubscribe a browser",
    access: "user",
    body: ZPushUnsubscribe,
    response: NO_CONTENT,
  },
  // Calendars
  {
    method: "get",
    path: "/api/calendar/feed-url",
    tag: "Calendars",
    summary: "The user's secret calendar feed address (Pro)",
    access: "user",
    response: JSON_ANSWER(ZFeedUrl),
  },
  {
    method: "post",
    path: "/api/calendar/feed-url",
    tag: "Calendars",
    summary: "Rotate the feed address (Pro)",
    access: "user",
    response: JSON_ANSWER(ZFeedUrl),
  },
  {
    method: "get",
    path: "/api/calendar/:file",
    tag: "Calendars",
    summary: "The calendar feed <token>.ics",
    access: "signed",
    response: { status: 200, mediaType: "text/calendar" },
  },
  {
    method: "get",
    path: "/api/calendars",
    tag: "Calendars",
    summary: "The connected calendars",
    access: "user",
    response: JSON_ANSWER(z.array(ZCalendarConnection)),
  },
  {
    method: "post",
    path: "/api/calendars",
    tag: "Calendars",
    summary: "Connect a calendar (an .ics address or a CalDAV account)",
    access: "user",
    body: ZCalendarCreate,
    response: JSON_ANSWER(ZCalendarConnection, 201),
  },
  {
    method: "patch",
    path: "/api/calendars/:id",
    tag: "Calendars",
    summary: "Change or reconnect a calendar",
    access: "user",
    body: ZCalendarPatch,
    response: JSON_ANSWER(ZCalendarConnection),
  },
  {
    method: "delete",
    path: "/api/calendars/:id",
    tag: "Calendars",
    summary: "Disconnect a calendar",
    access: "user",
    response: NO_CONTENT,
  },
  {
    method: "post",
    path: "/api/calendars/:id/sync",
    tag: "Calendars",
    summary: "Sync a calendar now",
    access: "user",
    response: JSON_ANSWER(ZCalendarConnection),
  },
  // Billing
  {
    method: "get",
    path: "/api/billing/plans",
    tag: "Billing",
    summary: "The plans and their prices",
    access: "public",
    response: { status: 200, mediaType: "application/json" },
  },
  {
    method: "get",
    path: "/api/billing/limits",
    tag: "Billing",
    summary: "The limits of each tier on this server",
    access: "public",
    response: JSON_ANSWER(ZBillingLimits),
  },
  {
    method: "get",
    path: "/api/billing/subscription",
    tag: "Billing",
    summary: "The subscription, or null",
    access: "browser",
    response: JSON_ANSWER(ZSubscription.nullable()),
  },
  {
    method: "post",
    path: "/api/billing/checkout",
    tag: "Billing",
    summary: "Start a checkout",
    access: "browser",
    body: ZCheckoutRequest,
    response: JSON_ANSWER(ZRedirect),
  },
  {
    method: "post",
    path: "/api/billing/portal",
    tag: "Billing",
    summary: "Open the billing portal",
    access: "browser",
    response: JSON_ANSWER(ZRedirect),
  },
  {
    method: "post",
    path: "/api/billing/webhook",
    tag: "Billing",
    summary: "The payment provider's events (signed)",
    access: "signed",
    body: {
      mediaType: "application/json",
      description: "The provider's event, raw, with its signature header.",
    },
    response: ok("Received."),
  },
  {
    method: "get",
    path: "/api/billing/sandbox/session",
    tag: "Billing",
    summary: "A sandbox checkout session (sandbox only)",
    access: "browser",
    query: z.object({ session: z.string() }),
    response: JSON_ANSWER(ZSandboxSessionView),
    only: "sandbox",
  },
  {
    method: "post",
    path: "/api/billing/sandbox/confirm",
    tag: "Billing",
    summary: "Confirm a sandbox checkout (sandbox only)",
    access: "browser",
    body: ZSandboxConfirm,
    response: ok("Pro is granted."),
    only: "sandbox",
  },
  {
    method: "post",
    path: "/api/billing/sandbox/cancel",
    tag: "Billing",
    summary: "End the sandbox subscription (sandbox only)",
    access: "browser",
    response: ok("Cancelled."),
    only: "sandbox",
  },
  // Blog and public files
  {
    method: "get",
    path: "/api/blog",
    tag: "Blog",
    summary: "The posts, newest first",
    access: "public",
    query: z.object({ tag: z.string().optional() }),
    response: JSON_ANSWER(z.array(ZBlogPostSummary)),
  },
  {
    method: "get",
    path: "/api/blog/:slug",
    tag: "Blog",
    summary: "One post",
    access: "public",
    response: JSON_ANSWER(ZBlogPost),
  },
  {
    method: "get",
    path: "/rss.xml",
    tag: "Blog",
    summary: "RSS 2.0 feed of the posts",
    access: "public",
    response: { status: 200, mediaType: "application/rss+xml" },
  },
  {
    method: "get",
    path: "/sitemap.xml",
    tag: "Blog",
    summary: "The public pages and posts",
    access: "public",
    response: { status: 200, mediaType: "application/xml" },
  },
  {
    method: "get",
    path: "/robots.txt",
    tag: "Blog",
    summary: "Rules for crawlers",
    access: "public",
    response: { status: 200, mediaType: "text/plain" },
  },
];
