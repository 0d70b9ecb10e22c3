import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { weekdayNameOf } from '@contracts/i18n/calendar';
import { useFormat } from '../lib/use-format';
import { useT } from '../i18n/use-t';
import { addMonths, keyMove, monthWeeks } from './calendar-keys';
import { Modal } from './modal';

interface Props {
  open: boolean;
  label: string;
  /** The date to start on (the field's, else today), YYYY-MM-DD. */
  start: string;
  /** The chosen date, marked as selected. */
  value: string;
  max?: string;
  min?: string;
  onPick: (iso: string) => void;
  onClose: () => void;
}

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/**
 * A month of days to pick from, in the reader's language (the browser's own picker speaks the
 * browser's): a grid moved through with the arrow keys, Page Up/Down for months (with Shift,
 * years), Enter to choose and Escape to close, as the WAI-ARIA date picker dialog does.
 */
export function CalendarDialog({ open, label, start, value, max, min, onPick, onClose }: Props) {
  const t = useT();
  const f = useFormat();
  const headingId = useId();
  const helpId = useId();
  const [focused, setFocused] = useState(start);
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (open) setFocused(start);
  }, [open, start]);
  // The focused day takes the keyboard focus: on opening and after every move.
  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [open, focused]);

  const outside = (iso: string) =>
    (max !== undefined && max !== '' && iso > max) || (min !== undefined && min !== '' && iso < min);
  const pick = (iso: string) => {
    if (outside(iso)) return;
    onPick(iso);
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    const next = keyMove(e.key, e.shiftKey, focused);
    if (!next) return;
    e.preventDefault();
    setFocused(next);
  };
  // The name starts with the day as the button shows it (WCAG 2.5.3, label in name).
  const spoken = (iso: string) => `${f.number(Number(iso.slice(8)))} ${f.month(iso.slice(0, 7))}, ${f.weekday(iso)}`;
  const nav = (months: number, name: string, mark: string) => (
    <button
      type="button"
      className="calendar-nav"
      aria-label={name}
      onClick={() => setFocused(addMonths(focused, months))}
    >
      <span aria-hidden="true">{mark}</span>
    </button>
  );

  return (
    <Modal open={open} title={t('dates.calendar', { label })} onClose={onClose} className="calendar-modal">
      <div className="calendar-head">
        {nav(-12, t('dates.prevYear'), '«')}
        {nav(-1, t('dates.prevMonth'), '‹')}
        <h3 id={headingId} aria-live="polite">
          {f.month(focused.slice(0, 7))}
        </h3>
        {nav(1, t('dates.nextMonth'), '›')}
        {nav(12, t('dates.nextYear'), '»')}
      </div>
      <table
        ref={grid}
        role="grid"
        className="calendar-grid"
        aria-labelledby={headingId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEK.map((d) => (
              <th key={d} scope="col" abbr={weekdayNameOf(d, f.settings.language)}>
                {weekdayNameOf(d, f.settings.language, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week, w) => (
            <tr key={w}>
              {week.map((iso, d) => (
                <td key={d}>
                  {iso && (
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={spoken(iso)}
                      aria-pressed={iso === value}
                      aria-disabled={outside(iso) || undefined}
                      onClick={() => pick(iso)}
                    >
                      {f.number(Number(iso.slice(8)))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="calendar-help">
        {t('dates.help')}
      </p>
    </Modal>
  );
}
