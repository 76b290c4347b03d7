import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TCalendarPatch } from "#contracts/calendars";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { type CalendarConnection, useUpdateCalendar } from "../../queries/calendars";

/**
 * Reconnecting a calendar the server can no longer read: a CalDAV account gets its new password (or app password),
 * an address subscription its new secret address. The server reads the calendar with it before keeping it, so a
 * refusal shows here, at the field, and nothing changes.
 */
export function ReconnectDialog({
  calendar,
  open,
  onOpenChange,
}: {
  calendar: CalendarConnection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateCalendar();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const byAddress = calendar.kind === "ics";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === "") {
      setError(t(byAddress ? "calendars.add.errors.url" : "calendars.add.errors.password"));
      return;
    }
    const patch: TCalendarPatch = byAddress ? { url: value.trim() } : { password: value };
    update.mutate(
      { id: calendar.id, patch },
      {
        onSuccess: () => {
          setValue("");
          setError(undefined);
          onOpenChange(false);
          toast.success(i18n.t("calendars.reconnect.done", { name: calendar.name }));
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)),
      },
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t("calendars.reconnect.title", { name: calendar.name })}
      description={t(byAddress ? "calendars.reconnect.addressText" : "calendars.reconnect.passwordText")}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {byAddress ? (
          <Input
            label={t("calendars.reconnect.address")}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            hint={t("calendars.add.addressHelp")}
          />
        ) : (
          <Input
            label={t("calendars.reconnect.password")}
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            hint={t("calendars.add.passwordHelp")}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {t("schedule.form.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("calendars.card.reconnect")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
