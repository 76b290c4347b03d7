import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TCalendarCreate } from "#contracts/calendars";
import { type ApiErrorCode, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { type CalendarConnection, useConnectCalendar } from "../../queries/calendars";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Notice } from "../ui/notice";
import { Switch } from "../ui/switch";

// Connecting a calendar (POST /api/calendars), shared by the schedule's "Add calendar" dialog and onboarding's
// "Your week" step: by its secret address (any plan) or over CalDAV (Pro). The server's reason for a refusal is shown
// at the field it is about.

type Tab = "ics" | "caldav";
type Field = "url" | "name" | "username" | "password" | "calendar";
type Errors = Partial<Record<Field | "form", string>>;

const URL_ERRORS = new Set<ApiErrorCode>(["CALENDAR_UNREACHABLE", "INVALID_ICS", "CALENDAR_URL_REFUSED"]);

function errorsOf(error: unknown): Errors | "upgrade" {
  if (!isApiError(error)) return { form: error instanceof Error ? error.message : String(error) };
  if (error.status === 402) return "upgrade";
  if (URL_ERRORS.has(error.code)) return { url: error.message };
  if (error.issues?.length) {
    const out: Errors = {};
    for (const issue of error.issues) {
      const field = issue.path.split(".").pop() as Field;
      if (["url", "name", "username", "password", "calendar"].includes(field)) out[field] ??= issue.message;
      else out.form ??= issue.message;
    }
    return out;
  }
  return { form: error.message };
}

export function ConnectCalendarForm({
  caldavLocked,
  lockedNotice,
  onConnected,
  footer,
}: {
  /** Free users see the CalDAV tab with the Pro notice instead of its form. */
  caldavLocked: boolean;
  lockedNotice: ReactNode;
  onConnected: (connection: CalendarConnection) => void;
  /** Extra buttons beside "Connect" (a dialog's Cancel). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const connect = useConnectCalendar();
  const [tab, setTab] = useState<Tab>("ics");
  const [values, setValues] = useState({ url: "", name: "", username: "", password: "", calendar: "" });
  const [writeBack, setWriteBack] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [upgrade, setUpgrade] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // React bubbles events along its own tree, through portals: a page's form around the dialog must not hear it.
    event.stopPropagation();
    const name = values.name.trim() || undefined;
    const body: TCalendarCreate =
      tab === "ics"
        ? { kind: "ics", url: values.url.trim(), name }
        : {
            kind: "caldav",
            url: values.url.trim(),
            username: values.username.trim(),
            password: values.password,
            calendar: values.calendar.trim() || undefined,
            writeBack,
            name,
          };
    const missing: Errors = {};
    if (!body.url) missing.url = t("calendars.add.errors.url");
    if (body.kind === "caldav" && !body.username) missing.username = t("calendars.add.errors.username");
    if (body.kind === "caldav" && !body.password) missing.password = t("calendars.add.errors.password");
    setErrors(missing);
    setUpgrade(false);
    if (Object.keys(missing).length > 0) return;
    connect.mutate(body, {
      onSuccess: onConnected,
      onError: (error) => {
        const found = errorsOf(error);
        if (found === "upgrade") setUpgrade(true);
        else setErrors(found);
      },
    });
  }

  const tabs: { value: Tab; label: string }[] = [
    { value: "ics", label: t("calendars.add.byAddress") },
    { value: "caldav", label: t("calendars.add.caldav") },
  ];
  const locked = tab === "caldav" && caldavLocked;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div
        role="tablist"
        aria-label={t("calendars.add.how")}
        className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        {tabs.map((option) => (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={`${id}-tab-${option.value}`}
            aria-selected={tab === option.value}
            aria-controls={`${id}-panel`}
            onClick={() => {
              setTab(option.value);
              setErrors({});
            }}
            className={cn(
              "h-11 flex-1 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary-600",
              tab === option.value
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-700 dark:text-slate-300",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="space-y-4">
        {locked ? (
          lockedNotice
        ) : (
          <>
            {tab === "ics" ? (
              <Input
                label={t("calendars.add.address")}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://…/basic.ics"
                value={values.url}
                onChange={set("url")}
                error={errors.url}
                hint={t("calendars.add.addressHelp")}
              />
            ) : (
              <>
                <Input
                  label={t("calendars.add.server")}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://caldav.icloud.com"
                  value={values.url}
                  onChange={set("url")}
                  error={errors.url}
                />
                <Input
                  label={t("calendars.add.username")}
                  autoComplete="username"
                  value={values.username}
                  onChange={set("username")}
                  error={errors.username}
                />
                <Input
                  label={t("calendars.add.password")}
                  type="password"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={set("password")}
                  error={errors.password}
                  hint={t("calendars.add.passwordHelp")}
                />
                <Input
                  label={t("calendars.add.calendar")}
                  autoComplete="off"
                  value={values.calendar}
                  onChange={set("calendar")}
                  error={errors.calendar}
                  hint={t("calendars.add.calendarHelp")}
                />
                <Switch
                  label={t("calendars.card.writeBack")}
                  description={t("calendars.card.writeBackHelp")}
                  checked={writeBack}
                  onCheckedChange={setWriteBack}
                />
              </>
            )}
            <Input
              label={t("calendars.add.name")}
              autoComplete="off"
              value={values.name}
              onChange={set("name")}
              error={errors.name}
            />
          </>
        )}
        {upgrade ? lockedNotice : null}
        {errors.form ? (
          <Notice tone="error" role="alert">
            {errors.form}
          </Notice>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {footer}
        {locked ? null : (
          <Button type="submit" loading={connect.isPending}>
            {t("calendars.add.connect")}
          </Button>
        )}
      </div>
    </form>
  );
}
