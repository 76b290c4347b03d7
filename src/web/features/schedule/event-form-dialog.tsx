import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TEvent } from "../../../contracts/events";
import { MAX_EVENT_NAME_LENGTH } from "../../../contracts/events";
import { eventDateOf, isValidDate, parseTimeStrict, weekdayOf } from "../../../domain/scheduling";
import type { Weekday } from "../../../domain/types";
import { Button } from "../../components/ui/button";
import { ChipRadioGroup } from "../../components/ui/chip-group";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { WEEK_ORDER, weekdayNames } from "../../lib/weekday-names";
import { createEvent, deleteEvent, type EventBody, eventsChanged, updateEvent } from "../../queries/events";
import { conflictOf, countMoves } from "./api";

type Repeats = "weekly" | "once";
interface Draft {
  name: string;
  repeats: Repeats;
  day: Weekday;
  date: string;
  startTime: string;
  endTime: string;
}
type DraftErrors = Partial<Record<"name" | "date" | "startTime" | "endTime", string>>;

/** What the dialog opens with: an event to edit, or a new one on a given date. */
export type EventDialogTarget = { mode: "edit"; event: TEvent } | { mode: "add"; date: string };

function initialDraft(target: EventDialogTarget): Draft {
  if (target.mode === "add") {
    return {
      name: "",
      repeats: "weekly",
      day: weekdayOf(target.date),
      date: target.date,
      startTime: "09:00",
      endTime: "10:00",
    };
  }
  const { event } = target;
  const pinned = eventDateOf(event);
  return {
    name: event.name,
    repeats: pinned ? "once" : "weekly",
    day: event.day,
    date: pinned ?? "",
    startTime: event.startTime,
    endTime: event.endTime,
  };
}

function toBody(draft: Draft): EventBody {
  const once = draft.repeats === "once";
  return {
    name: draft.name.trim(),
    day: once ? weekdayOf(draft.date) : draft.day,
    startTime: draft.startTime,
    endTime: draft.endTime,
    isRecurring: !once,
    date: once ? draft.date : null,
    specificDate: once ? draft.date : null,
  };
}

function EventForm({ target, onClose }: { target: EventDialogTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(target));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [clash, setClash] = useState<TEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const names = weekdayNames(i18n.language);
  const editing = target.mode === "edit";

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setClash(null); // the warning was about the values as they were
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof DraftErrors];
      return next;
    });
  };

  function validate(): DraftErrors {
    const found: DraftErrors = {};
    const name = draft.name.trim();
    if (!name) found.name = t("schedule.form.errors.eventName");
    else if (name.length > MAX_EVENT_NAME_LENGTH)
      found.name = t("schedule.form.errors.eventNameLong", { max: MAX_EVENT_NAME_LENGTH });
    if (draft.repeats === "once" && !isValidDate(draft.date)) found.date = t("schedule.form.errors.date");
    const start = parseTimeStrict(draft.startTime);
    const end = parseTimeStrict(draft.endTime);
    if (start === null) found.startTime = t("schedule.form.errors.time");
    if (end === null) found.endTime = t("schedule.form.errors.time");
    if (start !== null && end !== null && end <= start && !(end === 0 && start > 0))
      found.endTime = t("schedule.form.errors.endAfterStart");
    return found;
  }

  async function save(allowConflict: boolean) {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    const body = { ...toBody(draft), ...(allowConflict ? { allowConflict: true } : {}) };
    try {
      const saved =
        target.mode === "edit" ? await updateEvent(target.event.id, body) : await createEvent(body);
      const { moved, stuck } = countMoves(saved.rescheduled);
      await eventsChanged(client, moved + stuck);
      toast.success(i18n.t(editing ? "schedule.form.saved" : "schedule.form.added"));
      // The user is told when a workout had to move out of the new event's way (issue #5 §4).
      if (moved > 0) toast.info(i18n.t("schedule.rescheduled.moved", { count: moved }));
      if (stuck > 0) toast.warning(i18n.t("schedule.rescheduled.stuck", { count: stuck }));
      onClose();
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) setClash(conflict);
      else
        setFailure(
          t("schedule.form.failed", { message: error instanceof Error ? error.message : String(error) }),
        );
      setPending(false);
    }
  }

  async function remove() {
    if (target.mode !== "edit") return;
    setPending(true);
    try {
      await deleteEvent(target.event.id);
      await eventsChanged(client);
      toast.success(i18n.t("schedule.form.deleted"));
      onClose();
    } catch (error) {
      setFailure(
        t("schedule.form.deleteFailed", { message: error instanceof Error ? error.message : String(error) }),
      );
      setPending(false);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Input
        label={t("schedule.form.name")}
        placeholder={t("schedule.form.namePlaceholder")}
        value={draft.name}
        maxLength={120}
        onChange={(e) => change({ name: e.target.value })}
        error={errors.name}
      />
      <ChipRadioGroup<Repeats>
        legend={t("schedule.form.repeats")}
        name="repeats"
        value={draft.repeats}
        onChange={(repeats) => change({ repeats })}
        columns="grid-cols-2"
        options={[
          { value: "weekly", label: t("schedule.form.weekly") },
          { value: "once", label: t("schedule.form.once") },
        ]}
      />
      {draft.repeats === "weekly" ? (
        <Select
          label={t("schedule.form.day")}
          value={draft.day}
          onChange={(e) => change({ day: e.target.value as Weekday })}
          options={WEEK_ORDER.map((day) => ({ value: day, label: names[day] }))}
        />
      ) : (
        <Input
          type="date"
          label={t("schedule.form.date")}
          value={draft.date}
          onChange={(e) => change({ date: e.target.value })}
          error={errors.date}
        />
      )}
      <div className="grid grid-cols-2 gap-4">
        <Input
          type="time"
          label={t("schedule.form.start")}
          value={draft.startTime}
          onChange={(e) => change({ startTime: e.target.value })}
          error={errors.startTime}
        />
        <Input
          type="time"
          label={t("schedule.form.end")}
          value={draft.endTime}
          onChange={(e) => change({ endTime: e.target.value })}
          error={errors.endTime}
        />
      </div>

      <div aria-live="polite" className="space-y-3 empty:hidden">
        {clash ? (
          <Notice
            tone="warning"
            role="alert"
            title={t("schedule.form.clash", { name: clash.name, start: clash.startTime, end: clash.endTime })}
            action={
              <Button variant="secondary" size="sm" loading={pending} onClick={() => void save(true)}>
                {editing ? t("schedule.form.saveAnyway") : t("schedule.form.addAnyway")}
              </Button>
            }
          >
            {t("schedule.form.clashHint")}
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="error" role="alert">
            {failure}
          </Notice>
        ) : null}
      </div>

      {confirmingDelete ? (
        <Notice
          tone="error"
          title={t("schedule.form.confirmDelete", {
            name: draft.name.trim() || (target.mode === "edit" ? target.event.name : ""),
          })}
          action={
            <>
              <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(false)}>
                {t("schedule.form.cancel")}
              </Button>
              <Button variant="danger" size="sm" loading={pending} onClick={() => void remove()}>
                {t("schedule.form.confirmDeleteYes")}
              </Button>
            </>
          }
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        {editing ? (
          <Button
            variant="ghost"
            className="text-danger-700 dark:text-danger-300"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={() => setConfirmingDelete(true)}
            disabled={pending}
          >
            {t("schedule.form.delete")}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t("schedule.form.cancel")}
          </Button>
          <Button type="submit" loading={pending && !clash && !confirmingDelete}>
            {editing ? t("schedule.form.save") : t("schedule.form.add")}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Add or edit one event; a clash (409 EVENT_CONFLICT) is shown in place with an explicit "Add anyway". */
export function EventFormDialog({
  target,
  onClose,
}: {
  target: EventDialogTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.mode === "edit" ? t("schedule.form.editTitle") : t("schedule.form.addTitle")}
      description={t("schedule.form.description")}
      size="sm"
    >
      {target ? (
        <EventForm
          key={target.mode === "edit" ? target.event.id : `add-${target.date}`}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
