import { useEffect, useId, useRef, useState } from 'react';
import { acceptOf, ANY_UPLOAD, extensionOf, extensionsOf, type UploadRule } from '@contracts/files';
import { t as text } from '../i18n/language';
import { useT } from '../i18n/use-t';
import './file-upload.css';

interface Props {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Upload progress from useUpload (0..1), null when nothing is being sent. */
  progress: number | null;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Narrower than every allowed type (a photo taken now: "image/*"). */
  accept?: string;
  /** On a phone, open the camera instead of the files ("environment": the back camera). */
  capture?: 'user' | 'environment';
  /** What this upload takes, when narrower than any file (a logo: PNG or JPEG of 512 KB). */
  rule?: UploadRule;
}

// Checked here only to spare a long upload that would be refused; the server decides by content.
function problemWith(file: File, rule: UploadRule): string | null {
  if (file.size > rule.maxBytes) return text('file.tooLarge', { max: rule.maxLabel });
  if (!extensionsOf(rule).includes(extensionOf(file.name))) return text('file.wrongType', { types: rule.typesLabel });
  return null;
}

/** The one file picker of the app: allowed types, size check and an upload progress bar. */
export function FileUpload({
  label,
  file,
  onChange,
  progress,
  error,
  hint,
  disabled,
  accept,
  capture,
  rule = ANY_UPLOAD,
}: Props) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  // Clearing the chosen file (after a successful save) also clears the native input.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <div className="field file-upload">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept ?? acceptOf(rule)}
        capture={capture}
        disabled={disabled || progress !== null}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const issue = chosen && problemWith(chosen, rule);
          setProblem(issue);
          if (issue) e.target.value = '';
          onChange(issue ? null : chosen);
        }}
      />
      <span className="file-upload-hint" id={`${id}-hint`}>
        {hint ?? t('file.hint', { types: rule.typesLabel, max: rule.maxLabel })}
      </span>
      {shown && (
        <span className="field-error" id={`${id}-error`}>
          {shown}
        </span>
      )}
      {progress !== null && (
        <div className="file-upload-progress">
          <progress className="progress" max={100} value={Math.round(progress * 100)} aria-label={t('file.progress')} />
          <span aria-live="polite">{Math.round(progress * 100)}%</span>
        </div>
      )}
    </div>
  );
}
