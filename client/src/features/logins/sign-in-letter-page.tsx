import { Link, useLocation } from 'react-router-dom';
import type { SignInLetter } from '@contracts/account';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { PrintLanguageSelect, usePrintLanguage } from '../../components/print-language';
import { useT } from '../../i18n/use-t';
import './sign-in-letter.css';
import { DocumentTitle } from '../../components/document-title';
import { PATHS } from '../../lib/paths';
import { LetterSheet } from './letter-sheet';

const BACK: Record<SignInLetter['role'], { to: string; label: ScreenKey }> = {
  teacher: { to: PATHS.teachers, label: 'letter.backTeachers' },
  student: { to: PATHS.students, label: 'letter.backStudents' },
  parent: { to: PATHS.students, label: 'letter.backStudents' },
};

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
  return (
    <div className="letter-page">
      <div className="letter-toolbar no-print">
        <Link to={back.to}>{screens(back.label)}</Link>
        <PrintLanguageSelect value={doc.language} onChange={doc.setLanguage} />
        <button type="button" className="btn btn-primary" onClick={doc.print} disabled={!doc.ready}>
          {screens('print.print')}
        </button>
      </div>
      <LetterSheet
        letter={letter}
        t={t}
        date={doc.format.date}
        lang={doc.lang}
        title={<DocumentTitle title={t('letter.title')} />}
      />
    </div>
  );
}
