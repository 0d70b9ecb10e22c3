import { type FormEvent, type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert, type AlertMessage } from '../../components/alert';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../components/document-title';
import { PATHS } from '../../lib/paths';

/** The card the identity screens share with LOGIN and SIGN UP: heading, message, fields, one button. */
export function AccountCard({
  title,
  tabTitle,
  message,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  /** The tab's name in normal case: the card's heading is in capitals, as on LOGIN and SIGN UP. */
  tabTitle: string;
  message: AlertMessage | null;
  submitLabel: string;
  busy: boolean;
  /** The form's submit: a checked form's handler (it prevents the page's reload itself). */
  onSubmit: (e: FormEvent) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  return (
    <main className="auth-page">
      <DocumentTitle title={tabTitle} />
      <form className="auth-card" onSubmit={onSubmit} aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        <Alert message={message} />
        {children}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {submitLabel}
        </button>
        <p className="auth-switch">
          <Link to={PATHS.signIn}>{t('auth.back')}</Link>
        </p>
      </form>
    </main>
  );
}
