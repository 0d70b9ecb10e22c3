import { SET_PASSWORD_PATH } from '@contracts/account-paths';
import type { MessageValues, ScreenKey } from '@contracts/i18n/keys';
import type { ReactNode } from 'react';
import { SchoolMark } from '../../components/school-logo';

// Where the intro names the address: it is printed bold, inside a sentence each language orders its own way.
const ADDRESS_MARK = '\u0001';

export interface SheetLetter {
  school_name: string;
  id: string;
  name: string;
  link: string;
  code: string;
  expires_at: string;
}

/**
 * One printed sign-in letter in its reader's language (`t`, `date` and `lang` are that
 * language's): the single letter and a class's letters print the same sheet.
 */
export function LetterSheet({
  letter,
  t,
  date,
  lang,
  title,
}: {
  letter: SheetLetter;
  t: (key: ScreenKey, values?: MessageValues) => string;
  date: (d: Date) => string;
  lang: string;
  title?: ReactNode;
}) {
  const [before, after] = t('letter.intro', { name: letter.name, address: ADDRESS_MARK }).split(ADDRESS_MARK);
  const headingId = `letter-title-${letter.id}`;
  return (
    <article className="letter" aria-labelledby={headingId} lang={lang}>
      <SchoolMark className="letter-school" name={letter.school_name} />
      {title}
      <h1 id={headingId}>{t('letter.title')}</h1>
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
        <dd>{date(new Date(letter.expires_at))}</dd>
      </dl>
      <p>{t('letter.private')}</p>
    </article>
  );
}
