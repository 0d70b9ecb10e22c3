import { Link, useLocation } from 'react-router-dom';
import type { SignInLetter } from '@contracts/account';
import { SET_PASSWORD_PATH } from '@contracts/account-paths';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { PrintLanguageSelect, usePrintLanguage } from '../../i18n/print-language';
import { useT } from '../../i18n/use-t';
import './sign-in-letter.css';
import { DocumentTitle } from '../../components/document-title';
import { PATHS } from '../../lib/paths';

const BACK: Record<SignInLetter['role'], { to: string; label: ScreenKey }> = {
  teacher: { to: PATHS.teachers, label: 'letter.backTeachers' },
  student: { to: PATHS.students, label: 'letter.backStudents' },
  parent: { to: PATHS.students, label: 'letter.backStudents' },
};

// Where the intro names the address: it is printed bold, inside a sentence each language orders its own way.
const ADDRESS_MARK = '\u0001';

/**
 * The printable sign-in letter for a school without email. Its code was issued when the admin
 * asked for it and arrives in the navigation state: a reload shows nothing rather than a new
 * code. It prints in the language the admin picks for the family.
 */
export default function SignInLetterPage() {
  const t = useT();
  const letter = useLocation().state as SignInLetter | null;
  if (!letter?.code) {
    return <Alert message={{ kind: 'info', text: t('letter.openFrom') }} />;
  }
  return <Letter letter={letter} />;
}

function Letter({ letter }: { letter: SignInLetter }) {
  const screens = useT();
  const doc = usePrintLanguage();
  const { t } = doc;
  const back = BACK[letter.role];
  const [before, after] = t('letter.intro', { name: letter.name, address: ADDRESS_MARK }).split(ADDRESS_MARK);
  return (
    <div className="letter-page">
      <div className="letter-toolbar no-print">
        <Link to={back.to}>{screens(back.label)}</Link>
        <PrintLanguageSelect value={doc.language} onChange={doc.setLanguage} />
        <button type="button" className="btn btn-primary" onClick={doc.print} disabled={!doc.ready}>
          {screens('print.print')}
        </button>
      </div>
      <article className="letter" aria-labelledby="letter-title" lang={doc.lang}>
        <p className="letter-school">{letter.school_name}</p>
        <DocumentTitle title={t('letter.title')} />
        <h1 id="letter-title">{t('letter.title')}</h1>
        <p>
          {before}
          <strong>{new URL(letter.link).origin + SET_PASSWORD_PATH}</strong>
          {after}
        </p>
        <dl className="letter-details">
          <dt>{t('letter.name')}</dt>
          <dd>{letter.name}</dd>
          <dt>{t('letter.userId')}</dt>
          <dd>{letter.id}</dd>
          <dt>{t('letter.link')}</dt>
          <dd>{letter.link}</dd>
          <dt>{t('letter.code')}</dt>
          <dd className="letter-code">{letter.code}</dd>
          <dt>{t('letter.validUntil')}</dt>
          <dd>{doc.format.date(new Date(letter.expires_at))}</dd>
        </dl>
        <p>{t('letter.private')}</p>
      </article>
    </div>
  );
}
