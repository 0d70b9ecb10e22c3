import { useState } from 'react';
import { useT } from '../../i18n/use-t';

const URL_PART = /(https?:\/\/[^\s]+)/;

/** A link in a message: opens in a new tab, shown ellipsised on a phone, copied whole. */
function MessageLink({ href }: { href: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(href).then(() => setCopied(true));
  return (
    <span className="outbox-link">
      <a href={href} target="_blank" rel="noreferrer noopener" title={href}>
        {href}
      </a>
      <button type="button" className="btn-icon" onClick={copy} aria-label={t('outbox.copyLink', { link: href })}>
        {copied ? t('outbox.copied') : t('outbox.copy')}
      </button>
    </span>
  );
}

/** A message's text with its links clickable and copyable. */
export function MessageText({ text }: { text: string }) {
  return (
    <pre className="outbox-text">
      {text.split(URL_PART).map((part, i) => (i % 2 === 1 ? <MessageLink key={i} href={part} /> : part))}
    </pre>
  );
}
