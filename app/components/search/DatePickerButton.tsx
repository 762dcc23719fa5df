/**
 * The date filter's calendar (SPEC §9: no day after today, weeks from Monday, Greek month and day
 * names), with JavaScript only: a button beside a dd/mm/yyyy input opens react-day-picker in a
 * modal <dialog> (focus kept inside, Escape closes, focus goes back to the button), and the day
 * chosen is written into the input as dd/mm/yyyy; the GET form is sent as without JavaScript.
 * Rendered after hydration, so the page without JavaScript shows only the inputs (decision 083).
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { DayPicker } from "react-day-picker";
import { el } from "react-day-picker/locale";
import { formatDate, isoDay, parseScreenDate, readIsoDay } from "#shared/dates";

/**
 * A typed day as the server reads it (shared/dates parseScreenDate) to the calendar's local Date
 * (noon, away from any DST edge), or null.
 */
function parseScreenDay(text: string): Date | null {
  const day = readIsoDay(parseScreenDate(text.trim()) ?? "");
  return day ? new Date(day[0], day[1] - 1, day[2], 12) : null;
}

/** The calendar's local Date written as the server reads it: dd/mm/yyyy (shared/dates formatDate). */
const screenDay = (d: Date) => formatDate(isoDay(d.getFullYear(), d.getMonth() + 1, d.getDate()));

const noSubscription = () => () => {};

export function DatePickerButton({ inputId, label, max }: { inputId: string; label: string; max: string }) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Date | undefined>(undefined);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  if (!ready) return null;

  const today = parseScreenDay(max) ?? new Date();
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;
  const show = () => {
    setSelected(parseScreenDay(input()?.value ?? "") ?? undefined);
    setOpen(true);
  };
  const choose = (day: Date | undefined) => {
    if (!day) return;
    const field = input();
    if (field) field.value = screenDay(day);
    setOpen(false);
    field?.focus();
  };

  return (
    <>
      <button type="button" className="govgr-btn govgr-btn-secondary govgr-btn--small" onClick={show}>
        Ημερολόγιο<span className="govgr-visually-hidden"> για «{label}»</span>
      </button>
      <dialog ref={dialog} className="govgr-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <h2 id={titleId} className="govgr-heading-m">
          Επιλογή ημερομηνίας: {label}
        </h2>
        {open ? (
          <DayPicker
            mode="single"
            locale={el}
            weekStartsOn={1}
            selected={selected}
            onSelect={choose}
            defaultMonth={selected ?? today}
            endMonth={today}
            disabled={{ after: today }}
            captionLayout="dropdown"
          />
        ) : null}
        <p className="govgr-btn-row">
          <button type="button" className="govgr-btn govgr-btn-secondary" onClick={() => setOpen(false)}>
            Ακύρωση
          </button>
        </p>
      </dialog>
    </>
  );
}
