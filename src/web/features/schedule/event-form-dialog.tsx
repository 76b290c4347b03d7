import { useQueryClient } from "@tanstack/react-query";
import { CalendarX2, Trash2, Undo2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TEvent } from "#contracts/events";
import { weekdayOf } from "#domain/scheduling";
import { WeekdayChips } from "../../components/events/weekday-chips";
import { Button } from "../../components/ui/button";
import { ChipRadioGroup } from "../../components/ui/chip-group";
import { Input } from "../../components/ui/input";
import { Modal } from "../../components/ui/modal";
import { Notice } from "../../components/ui/notice";
import {
  checkEvent,
  daysLabel,
  draftIds,
  type EventDraft,
  eventDraftToItems,
  newEventDraft,
  weeklyDays,
} from "../../lib/event-drafts";
import { weekdayNames } from "../../lib/weekday-names";
import { eventsChanged, writeEventGroup } from "../../queries/events";
import { conflictOf, countMoves } from "./api";
import { formatDay } from "./week-view";

type Repeats = EventDraft["repeats"];
type DraftErrors = Partial<Record<"name" | "date" | "days" | "startTime" | "endTime", string>>;

/**
 * What the dialog opens with: an entry to edit (a weekly event on several days is one entry, all its days edited
 * together; `occurrence` is the date it was opened on in the week grid, which it can skip), or a new one on a date.
 */
export type EventDialogTarget =
  | { mode: "edit"; entry: EventDraft; occurrence?: string }
  | { mode: "add"; date: string };

function initialDraft(target: EventDialogTarget): EventDraft {
  if (target.mode === "edit") return target.entry;
  return newEventDraft({ day: weekdayOf(target.date), days: [weekdayOf(target.date)], date: target.date });
}

function EventForm({ target, onClose }: { target: EventDialogTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<EventDraft>(() => initialDraft(target));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [clash, setClash] = useState<TEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editing = target.mode === "edit";
  // The stored events this entry stands for: each day's of a weekly event on several days (ADR 0058).
  const ids = target.mode === "edit" ? draftIds(target.entry) : [];
  const days = weeklyDays(draft);
  const skipped = draft.repeats === "weekly" ? (draft.skipDates ?? []) : [];
  // "Skip this date only" (ADR 0073): a weekly entry opened on one of its dates in the grid, not skipped yet.
  const occurrence =
    target.mode === "edit" &&
    target.entry.repeats === "weekly" &&
    target.occurrence &&
    weeklyDays(target.entry).includes(weekdayOf(target.occurrence)) &&
    !(target.entry.skipDates ?? []).includes(target.occurrence)
      ? target.occurrence
      : null;
  const dayLabel = (date: string) =>
    formatDay(date, i18n.language, { weekday: "short", day: "numeric", month: "short" });

  const change = (patch: Partial<EventDraft>) => {
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
    for (const [field, message] of Object.entries(checkEvent(draft))) {
      if (message)
        found[field as keyof DraftErrors] = t(`schedule.form.errors.${message.key}`, message.values);
    }
    return found;
  }

  async function save(allowConflict: boolean) {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      // Every day of the entry in one write: one transaction on the server (PUT /api/events/group).
      const saved = await writeEventGroup({
        ids,
        events: eventDraftToItems(draft),
        ...(allowConflict ? { allowConflict: true } : {}),
      });
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

  /** Skips the date the dialog was opened on: the entry as stored, plus that date, in one group write. */
  async function skipOccurrence(date: string) {
    if (target.mode !== "edit") return;
    setPending(true);
    setFailure(null);
    try {
      const entry = { ...target.entry, skipDates: [...(target.entry.skipDates ?? []), date].sort() };
      const answer = await writeEventGroup({ ids, events: eventDraftToItems(entry), allowConflict: true });
      await eventsChanged(client, answer.rescheduled.length);
      toast.success(i18n.t("schedule.form.skippedOne", { name: entry.name, date: dayLabel(date) }));
      onClose();
    } catch (error) {
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
      // The whole entry: every day of a weekly event on several days, at once.
      const answer = await writeEventGroup({ ids, events: [] });
      await eventsChanged(client, answer.rescheduled.length);
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
        <WeekdayChips
          legend={t("schedule.form.days")}
          name="days"
          columns="grid-cols-4"
          value={days}
          onChange={(chosen) => change({ days: chosen, day: chosen[0] ?? draft.day })}
          error={errors.days}
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
      {draft.timeZone ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("schedule.form.timesIn", { zone: draft.timeZone })}
        </p>
      ) : null}
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

      {skipped.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("schedule.form.skipped")}
          </legend>
          <ul className="flex flex-wrap gap-2">
            {skipped.map((date) => (
              <li key={date}>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Undo2 aria-hidden="true" className="size-4" />}
                  aria-label={t("schedule.form.restoreDate", { date: dayLabel(date) })}
                  onClick={() => change({ skipDates: skipped.filter((d) => d !== date) })}
                >
                  {dayLabel(date)}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {occurrence ? (
        <Button
          variant="secondary"
          className="w-full"
          icon={<CalendarX2 aria-hidden="true" className="size-4" />}
          loading={pending && !clash && !confirmingDelete}
          disabled={pending}
          onClick={() => void skipOccurrence(occurrence)}
        >
          {t("schedule.form.skipDate", { date: dayLabel(occurrence) })}
        </Button>
      ) : null}

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
          title={
            target.mode === "edit" && ids.length > 1
              ? t("schedule.form.confirmDeleteGroup", {
                  name: target.entry.name,
                  days: daysLabel(weeklyDays(target.entry), weekdayNames(i18n.language, "short")),
                })
              : t("schedule.form.confirmDelete", {
                  name: draft.name.trim() || (target.mode === "edit" ? target.entry.name : ""),
                })
          }
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

/** Add or edit one entry (all days of a weekly event on several days); a clash (409 EVENT_CONFLICT) is shown in place with an explicit "Add anyway". */
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
          key={target.mode === "edit" ? target.entry.key : `add-${target.date}`}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
