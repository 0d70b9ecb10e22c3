import { useState } from 'react';
import { ChoicesQuery } from '@contracts/choices';
import { msg } from '@contracts/i18n/packed-text';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { SelectField } from '../../components/select-field';
import { bind } from '../../components/zod-form';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useCheckedForm } from '../../lib/use-checked-form';
import { useSchoolPlaces } from '../../lib/school-setup';
import { useChoicesSheet } from './choices-api';
import { ChoicesSheetTable } from './choices-sheet';

/**
 * Where a class's setup offers a choice (Hindi or Sanskrit as third language), the office sets
 * each pupil's subject for the year here, a class or section at a time: the marks grid then asks
 * a pupil's marks only in the subject they take.
 */
export function SubjectChoicesCard() {
  const t = useT();
  const [opened, setOpened] = useState<ChoicesQuery | null>(null);
  const { form, onSubmit } = useCheckedForm({
    schema: ChoicesQuery,
    defaultValues: { class: '', section: '' },
    onSubmit: (values) => setOpened(values),
  });
  const sheet = useChoicesSheet(opened);
  const places = useSchoolPlaces();
  const data = sheet.data;

  return (
    <section className="card" aria-labelledby="subject-choices-title">
      <h2 id="subject-choices-title">{t('subjectChoices.title')}</h2>
      <p className="marks-muted">{t('subjectChoices.intro')}</p>
      <form className="form-grid" onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('form.class')}
          placeholder={t('form.selectClass')}
          options={places.classes}
          {...bind(form, 'class')}
        />
        <SelectField
          label={t('form.section')}
          placeholder={t('boards.allSections')}
          options={places.sections(form.watch('class'))}
          {...bind(form, 'section')}
        />
        <div className="field field-button">
          <button type="submit" className="btn">
            {t('subjectChoices.show')}
          </button>
        </div>
      </form>
      {opened && sheet.isPending && <Loading />}
      {sheet.error && (
        <Alert message={{ kind: 'error', text: errorText(sheet.error, t('subjectChoices.loadFailed')) }} />
      )}
      {opened &&
        data &&
        (!data.year ? (
          <Alert message={{ kind: 'error', text: serverSentence(msg('choices.noYear')) }} />
        ) : !data.groups.length ? (
          <p className="marks-muted">{t('subjectChoices.noGroups', { class: data.class })}</p>
        ) : (
          <ChoicesSheetTable sheet={data} section={opened.section ?? null} />
        ))}
    </section>
  );
}
