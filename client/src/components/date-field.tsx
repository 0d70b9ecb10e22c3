import { useId, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { localToday } from '@contracts/attendance';
import { formatDate } from '@contracts/i18n/format';
import { type DateInputError, inputPattern, parseDate } from '@contracts/i18n/date-input';
import type { ScreenKey } from '@contracts/i18n/keys';
import { serverSentence } from '../i18n/language';
import { useFormat } from '../lib/use-format';
import { useT } from '../i18n/use-t';
import { CalendarDialog } from './calendar-dialog';
import { CalendarIcon } from './icons';
import './date-field.css';

interface Props {
  label: string;
  /** YYYY-MM-DD, '' for none; while a typed text is not a date, that text. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  max?: string;
  min?: string;
  id?: string;
  name?: string;
}

const MESSAGES: Record<DateInputError, ScreenKey> = {
  pattern: 'dates.pattern',
  month: 'dates.noMonth',
  day: 'dates.noDay',
};

/**
 * A date typed in the school's format (DD/MM/YYYY unless DATE_FORMAT says otherwise) or chosen
 * on a calendar in the reader's language; its value is the ISO date the forms and the API use.
 * It stands in for the browser's date input, which writes mm/dd/yyyy in an English browser.
 */
export function DateField({ label, value, onChange, onBlur, error, required, max, min, id, name }: Props) {
  const t = useT();
  const f = useFormat();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const pattern = inputPattern(f.settings.dateFormat);
  const show = (v: string) => formatDate(v, { ...f.settings, dateFormat: pattern });
  const [text, setText] = useState(() => show(value));
  // A new value from outside (a reset, another row to edit) replaces the text; the field's own
  // (`emitted`) does not, so typing is never rewritten under the cursor.
  // So do the school's settings arriving, and another language when the school writes its digits.
  const writing = `${pattern}|${f.settings.language}|${f.settings.digits}`;
  const [seen, setSeen] = useState({ value, writing });
  const [emitted, setEmitted] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  if (value !== seen.value || writing !== seen.writing) {
    setSeen({ value, writing });
    if (value !== emitted || writing !== seen.writing) setText(show(value));
  }

  const parsed = parseDate(text, f.settings.dateFormat);
  const own =
    'error' in parsed && touched ? t(MESSAGES[parsed.error], { pattern, example: show('2026-01-31') }) : undefined;
  const shown = own ?? error;
  const emit = (next: string) => {
    setEmitted(next);
    onChange(next);
  };
  const type = (next: string) => {
    setText(next);
    const p = parseDate(next, f.settings.dateFormat);
    // A text that is no date goes to the form as it is, so the form's own check refuses it too.
    emit('iso' in p ? p.iso : next);
  };
  const describedBy = [`${fieldId}-format`, shown ? `${fieldId}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="field date-field">
      <label htmlFor={fieldId}>{label}</label>
      <div className="date-field-row">
        <input
          id={fieldId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          required={required}
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            setTouched(true);
            if ('iso' in parsed) setText(show(parsed.iso));
            onBlur?.();
          }}
        />
        <button type="button" className="date-field-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <CalendarIcon />
          <span className="visually-hidden">{t('dates.open', { label })}</span>
        </button>
      </div>
      <span className="visually-hidden" id={`${fieldId}-format`}>
        {t('dates.format', { pattern })}
      </span>
      {shown && (
        <span className="field-error" id={`${fieldId}-error`}>
          {shown}
        </span>
      )}
      <CalendarDialog
        open={open}
        label={label}
        start={'iso' in parsed && parsed.iso ? parsed.iso : max && localToday() > max ? max : localToday()}
        value={'iso' in parsed ? parsed.iso : ''}
        max={max}
        min={min}
        onPick={(iso) => {
          setText(show(iso));
          setTouched(false);
          emit(iso);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

type FieldProps = Omit<Props, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** A DateField bound to a form field, its message from the shared schema as `bind` gives it. */
export function FormDateField<T extends FieldValues>({
  form,
  name,
  ...rest
}: FieldProps & { form: UseFormReturn<T, unknown, unknown>; name: Path<T> }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  return (
    <DateField
      {...rest}
      name={name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={message ? serverSentence(message) : undefined}
    />
  );
}
