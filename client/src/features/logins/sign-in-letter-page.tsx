import { Link, useLocation } from 'react-router-dom';
import type { SignInLetter } from '@contracts/account';
import { SET_PASSWORD_PATH } from '@contracts/account-paths';
import { Alert } from '../../components/alert';
import './sign-in-letter.css';
import { DocumentTitle } from '../../components/document-title';

const BACK: Record<SignInLetter['role'], { to: string; label: string }> = {
  teacher: { to: '/Teacherm', label: '← Back to Teacher Management' },
  student: { to: '/Studentm', label: '← Back to Student Management' },
  parent: { to: '/Studentm', label: '← Back to Student Management' },
};

/**
 * The printable sign-in letter for a school without email. Its code was issued when the admin
 * asked for it and arrives in the navigation state: a reload shows nothing rather than a new code.
 */
export default function SignInLetterPage() {
  const letter = useLocation().state as SignInLetter | null;
  if (!letter?.code) {
    return <Alert message={{ kind: 'info', text: 'Open a sign-in letter from Teacher Management or Student Management.' }} />;
  }
  const back = BACK[letter.role];
  const expires = new Date(letter.expires_at).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div className="letter-page">
      <div className="letter-toolbar no-print">
        <Link to={back.to}>{back.label}</Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article className="letter" aria-labelledby="letter-title">
        <p className="letter-school">{letter.school_name}</p>
        <DocumentTitle title="Sign-in letter" />
        <h1 id="letter-title">Sign-in letter</h1>
        <p>
          Dear {letter.name}, this letter lets you choose the password of your account. Open the link below (or go to{' '}
          <strong>{new URL(letter.link).origin + SET_PASSWORD_PATH}</strong> and type the code), then sign in with your User ID and that password.
        </p>
        <dl className="letter-details">
          <dt>Name</dt>
          <dd>{letter.name}</dd>
          <dt>User ID</dt>
          <dd>{letter.id}</dd>
          <dt>Setup link</dt>
          <dd>{letter.link}</dd>
          <dt>Setup code</dt>
          <dd className="letter-code">{letter.code}</dd>
          <dt>Valid until</dt>
          <dd>{expires}</dd>
        </dl>
        <p>The code works once. Keep this letter private: whoever has it can set the password.</p>
      </article>
    </div>
  );
}
