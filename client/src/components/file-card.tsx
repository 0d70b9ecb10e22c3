import { type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { FileLinks, FilePreview } from './file-preview';
import './file-card.css';

interface Props {
  title: string;
  /** The line under the title (date, class, file name). */
  meta: ReactNode;
  file: { file_url: string; file_name: string };
  children?: ReactNode;
}

/** A card for one posted file: open, download, and a preview that opens in place. */
export function FileCard({ title, meta, file, children }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <article className="card file-card" aria-labelledby={`${id}-title`}>
      <header className="file-card-header">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="file-card-meta">{meta}</p>
        </div>
        <div className="file-card-actions">
          <FileLinks file={file} label={title} />
          <button
            type="button"
            className="btn"
            aria-expanded={open}
            aria-controls={`${id}-preview`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('file.hidePreview') : t('file.preview')}
          </button>
        </div>
      </header>
      {children}
      <div id={`${id}-preview`} hidden={!open}>
        {open && <FilePreview file={file} title={title} />}
      </div>
    </article>
  );
}
