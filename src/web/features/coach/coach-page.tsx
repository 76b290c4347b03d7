import { useQueryClient } from "@tanstack/react-query";
import { Bot, MessageSquarePlus, RotateCcw, SendHorizontal } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COACH_MAX_CHARS } from "#contracts/coach-limits";
import { NeedsNetworkNote } from "../../components/needs-network-note";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { cn } from "../../lib/cn";
import { useOnline } from "../../lib/offline/use-online";
import { invalidateUsage, useUsage } from "../../queries/usage";
import { useWorkouts, type Workout } from "../../queries/workouts";
import type { CoachFailure } from "./coach-api";
import { type ChatMessage, useCoachChat } from "./use-coach-chat";

/**
 * The questions the offline coach answers well (ADR 0060), the exercise ones about the first exercise of the user's
 * next workout; without a plan those two are left out.
 */
const SUGGESTIONS = ["next", "why", "swap", "short", "sore", "travel"] as const;
type Suggestion = (typeof SUGGESTIONS)[number];

/** The first exercise of the next workout not yet past (today's counts), from the scheduled list. */
function nextExercise(workouts: readonly Workout[] | undefined): string | undefined {
  const today = new Date().toLocaleDateString("en-CA");
  const next = [...(workouts ?? [])]
    .filter((w) => w.date >= today && w.exercises.length > 0)
    .sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`))[0];
  return next?.exercises[0]?.name;
}

/** "N messages left" while the Free quota counts them, before they run out (GET /api/usage). */
function MessagesLeft() {
  const { t } = useTranslation();
  const usage = useUsage().data;
  const left = usage?.enforced && usage.tier === "free" ? usage.coachMessages.remaining : null;
  if (left === null || left === undefined) return null;
  return (
    <p
      className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300"
      data-testid="coach-messages-left"
    >
      {t("coach.messagesLeft", { count: left })}
    </p>
  );
}
/** How close to the bottom (px) still counts as "at the bottom" for auto-scroll. */
const STICK_DISTANCE = 48;

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.role === "user";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]",
          mine
            ? "rounded-br-md bg-primary-700 text-white dark:bg-primary-400 dark:text-slate-950"
            : "rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
        )}
      >
        <span className="sr-only">{mine ? t("coach.you") : t("coach.coachName")}: </span>
        {message.streaming && message.content === "" ? (
          <span className="flex items-center gap-1 py-1" role="status" aria-label={t("coach.typing")}>
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className={cn(
                  "size-1.5 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-400",
                  i === 1 && "[animation-delay:150ms]",
                  i === 2 && "[animation-delay:300ms]",
                )}
              />
            ))}
          </span>
        ) : (
          // Plain text only: React escapes it, and nothing here parses Markdown or HTML.
          <p className="break-words whitespace-pre-wrap" data-testid={mine ? undefined : "coach-reply"}>
            {message.content}
          </p>
        )}
      </div>
    </li>
  );
}

function FailureNotice({ failure, onRetry }: { failure: CoachFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failure.kind === "upgrade") {
    return (
      <Notice
        tone="pro"
        role="alert"
        title={t("coach.upgradeTitle")}
        action={
          <Link to="/profile" className={buttonClasses("secondary", "sm")}>
            {t("coach.upgradeLink")}
          </Link>
        }
      >
        {t("coach.upgradeText")}
      </Notice>
    );
  }
  const text =
    failure.kind === "rate"
      ? t("coach.slowDown", { seconds: failure.retryAfter })
      : failure.kind === "timeout"
        ? t("coach.errorTimeout")
        : failure.kind === "network"
          ? t("coach.errorNetwork")
          : t("coach.errorFailed");
  return (
    <Notice
      tone={failure.kind === "rate" ? "warning" : "error"}
      role="alert"
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          {t("coach.retry")}
        </Button>
      }
    >
      {text}
    </Notice>
  );
}

export function CoachPage() {
  const { t } = useTranslation();
  const { messages, failure, busy, send, retry, reset } = useCoachChat();
  const client = useQueryClient();
  const workouts = useWorkouts().data;
  const exercise = useMemo(() => nextExercise(workouts), [workouts]);
  const suggestions = SUGGESTIONS.filter(
    (key) => exercise !== undefined || (key !== "why" && key !== "swap"),
  );
  const suggestion = (key: Suggestion) => t(`coach.suggestions.${key}`, { exercise });
  // A reply is over (answered, refused or failed): what is left of the quota may have changed.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) void invalidateUsage(client);
    wasBusy.current = busy;
  }, [busy, client]);
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const stick = useRef(true);
  // The coach answers from the server: offline, it says so rather than fail after the question is sent (ADR 0052).
  const online = useOnline();

  // Follow the reply as it grows, unless the user scrolled up to read something.
  const onScroll = () => {
    const el = list.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_DISTANCE;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose after every change of the list
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, failure]);
  // Ready to type on a computer; on a phone the keyboard would cover the suggestions, so it waits for a tap.
  useEffect(() => {
    if (window.matchMedia?.("(pointer: fine)").matches) input.current?.focus();
  }, []);

  const submit = (text: string) => {
    if (busy || !online || !text.trim()) return;
    stick.current = true;
    send(text);
    setDraft("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col">
      {/* The page header of the other pages, tighter on a phone so the chat keeps the screen. */}
      <header className="mb-4 flex items-start justify-between gap-3 sm:mb-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t("coach.title")}
          </h1>
          <p className="mt-1.5 text-slate-600 max-sm:hidden dark:text-slate-400">{t("coach.subtitle")}</p>
          <MessagesLeft />
        </div>
        {messages.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              reset();
              setDraft("");
              input.current?.focus();
            }}
            icon={<MessageSquarePlus aria-hidden="true" className="size-4" />}
          >
            <span className="max-sm:sr-only">{t("coach.newConversation")}</span>
          </Button>
        ) : null}
      </header>

      <Card className="flex h-[calc(100dvh-16.5rem)] min-h-80 flex-col overflow-hidden sm:h-[calc(100dvh-17rem)] lg:h-[calc(100dvh-14rem)]">
        <div
          ref={list}
          onScroll={onScroll}
          className="flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6"
          aria-live="polite"
          aria-busy={busy}
        >
          {messages.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center text-center">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
                <Bot aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">
                {t("coach.emptyTitle")}
              </h2>
              <p className="mt-1 max-w-md text-sm text-pretty text-slate-600 dark:text-slate-400">
                {t("coach.emptyText")}
              </p>
              <ul
                className="mt-5 flex flex-wrap justify-center gap-2"
                aria-label={t("coach.suggestionsLabel")}
              >
                {suggestions.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      disabled={!online}
                      onClick={() => submit(suggestion(key))}
                      className="min-h-11 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 transition-colors ring-inset disabled:cursor-not-allowed disabled:opacity-60 hover:bg-primary-50 hover:text-primary-900 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"
                    >
                      {suggestion(key)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol className="space-y-3" aria-label={t("coach.conversationLabel")}>
              {messages.map((message) => (
                <Bubble key={message.id} message={message} />
              ))}
            </ol>
          )}
          {failure ? (
            <div className="mt-4">
              <FailureNotice failure={failure} onRetry={retry} />
            </div>
          ) : null}
        </div>

        {online ? null : (
          <NeedsNetworkNote className="border-t border-slate-200 px-4 py-3 dark:border-slate-800" />
        )}
        <form
          onSubmit={onSubmit}
          className="flex items-end gap-2 border-t border-slate-200 bg-slate-50/60 p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <label htmlFor="coach-input" className="sr-only">
            {t("coach.inputLabel")}
          </label>
          <textarea
            id="coach-input"
            ref={input}
            rows={1}
            value={draft}
            maxLength={COACH_MAX_CHARS}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t("coach.placeholder")}
            aria-describedby="coach-hint"
            className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-primary-600 focus:outline-none field-sizing-content sm:text-sm dark:bg-slate-950 dark:text-white dark:ring-slate-700 dark:placeholder:text-slate-400"
          />
          <Button
            type="submit"
            size="icon"
            disabled={busy || !online || draft.trim() === ""}
            aria-label={t("coach.send")}
            icon={<SendHorizontal aria-hidden="true" className="size-5" />}
          />
        </form>
      </Card>
      <p id="coach-hint" className="mt-2 text-xs text-slate-500 max-sm:hidden dark:text-slate-400">
        {t("coach.hint")}
      </p>
    </div>
  );
}
