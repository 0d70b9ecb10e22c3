import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type Language, LANGUAGE_TAGS, LANGUAGES } from '@contracts/i18n/languages';
import { LETTER_AUDIENCES, LettersChoice } from '@contracts/letters';
import { Alert } from '../../components/alert';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { textsIn } from '../../i18n/language';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useSchoolPlaces } from '../../lib/school-setup';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { AppUrlBanner } from '../system/app-url-banner';
import { LetterSheet } from './letter-sheet';
import { useClassLetters } from './letters-api';
import './sign-in-letter.css';

/**
 * The sign-in letters of a class, a section or every teacher, one per printed page, each in its
 * reader's language. Asking for them issues new codes and voids the earlier letters, so they are
 * asked for on a click, never on a reload.
 */
export default function ClassLettersPage() {
  const t = useT();
  const letters = useClassLetters();
  const { form, onSubmit } = useCheckedForm({
    schema: LettersChoice,
    defaultValues: { who: 'both', class: '1', section: '', include_signed_in: false },
    onSubmit: (c) => letters.mutate(c),
  });
  const who = form.watch('who');
  const places = useSchoolPlaces();
  // The setup's first class until one is chosen: a school may have no class 1 (it may start at LKG).
  const firstClass = places.classes[0];
  useEffect(() => {
    if (firstClass !== undefined && !places.classes.includes(String(form.getValues('class'))))
      form.setValue('class', firstClass);
  }, [firstClass]); // eslint-disable-line react-hooks/exhaustive-deps
  // Every language's texts, so each letter prints in its reader's.
  const texts = useQuery({
    queryKey: ['letter-texts'],
    queryFn: () => Promise.all(LANGUAGES.map(textsIn)),
    staleTime: Infinity,
  });
  const formats = { en: useFormat('en'), or: useFormat('or'), hi: useFormat('hi') } satisfies Record<Language, unknown>;
  const data = letters.data;
  return (
    <Page title={t('letters.title')}>
      <AppUrlBanner />
      <form className="letters-picker no-print" onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('letters.who')}
          options={LETTER_AUDIENCES.map((w) => ({ value: w, label: t(`letters.who.${w}`) }))}
          {...form.register('who')}
        />
        {who !== 'teachers' && (
          <>
            <SelectField label={t('letters.class')} options={places.classes} {...bind(form, 'class')} />
            <SelectField
              label={t('letters.section')}
              options={[{ value: '', label: t('list.all') }, ...places.sections(form.watch('class'))]}
              {...form.register('section')}
            />
          </>
        )}
        <label className="letters-signed-in">
          <input type="checkbox" {...form.register('include_signed_in')} /> {t('letters.includeSignedIn')}
        </label>
        <button type="submit" className="btn btn-primary" disabled={letters.isPending}>
          {t('letters.make')}
        </button>
        {data && data.letters.length > 0 && (
          <button
            type="button"
            className="btn"
            onClick={() => void document.fonts.ready.then(() => window.print())}
            disabled={!texts.data}
          >
            {t('print.print')}
          </button>
        )}
      </form>
      <p className="no-print">{t('letters.voids')}</p>
      {letters.error && <Alert message={{ kind: 'error', text: errorText(letters.error, t('letters.failed')) }} />}
      {data && (
        <p className="no-print" role="status">
          {t('letters.count', { count: data.letters.length })}
        </p>
      )}
      {data && texts.data && (
        <div className="letters-print">
          {data.letters.map((l) => (
            <LetterSheet
              key={l.user_id}
              letter={{
                school_name: data.school_name,
                id: l.user_id,
                name: l.name,
                link: l.link,
                code: l.code,
                expires_at: data.expires_at,
              }}
              t={texts.data[LANGUAGES.indexOf(l.language)]}
              date={formats[l.language].date}
              lang={LANGUAGE_TAGS[l.language]}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
