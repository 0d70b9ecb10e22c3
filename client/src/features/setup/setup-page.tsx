import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { SetupDocument, SetupTemplate } from '@contracts/setup';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError, errorText } from '../../lib/api-client';
import { schoolChanged } from '../../lib/school';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { applyServerErrors } from '../../lib/use-zod-form';
import { ClassCard } from './class-card';
import { DaysEditor, GradingsEditor } from './gradings-and-days';
import { type Conflict, SetupContext, at } from './setup-context';
import { conflictPath, emptySection, SetupFormSchema, toForm, type SetupForm } from './setup-form';
import { SETUP_KEY, setupApi, useSetup, useSetupTemplates } from './setup-api';
import { LogoEditor } from './logo-editor';
import { TemplatePicker } from './template-picker';
import './setup.css';

/** The first message among a refused form's errors (a check of a whole row has no field of its own). */
function firstMessage(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, value] of Object.entries(errors))
    if (key !== 'ref') {
      const found = firstMessage(value);
      if (found) return found;
    }
  return null;
}

function SetupEditor({
  start,
  stored,
  say,
  saved: onSaved,
}: {
  start: SetupDocument;
  stored: boolean;
  say: (m: AlertMessage | null) => void;
  saved: () => void;
}) {
  const t = useT();
  const qc = useQueryClient();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, onSubmit } = useCheckedForm({
    schema: SetupFormSchema,
    defaultValues: toForm(start, stored, window.location.origin),
    say,
    checks: { invalid: (errors: FieldErrors) => serverSentence(firstMessage(errors) ?? t('schoolSetup.fix')) },
    onSubmit: (doc, f) => {
      setBusy(true);
      setConflict(null);
      setupApi
        .save(doc)
        .then(({ message, ...saved }) => {
          // The saved document is the form's start from now on (a template's too).
          qc.setQueryData([SETUP_KEY, 'document'], saved);
          f.reset(toForm(saved, true));
          say({ kind: 'success', text: message });
          // The name in the tabs and on printed pages is the saved one from now on.
          schoolChanged();
          void qc.invalidateQueries({ queryKey: [SETUP_KEY, 'templates'] });
          void qc.invalidateQueries({ queryKey: [SETUP_KEY, 'classes'] });
          onSaved();
        })
        .catch((err: unknown) => {
          const text = errorText(err, t('schoolSetup.saveFailed'));
          const path = err instanceof ApiError && err.status === 409 ? conflictPath(f.getValues(), err.body) : null;
          if (path) setConflict({ path, text });
          else applyServerErrors(f, err);
          say({ kind: 'error', text });
        })
        .finally(() => setBusy(false));
    },
  });
  const setupForm = form as unknown as UseFormReturn<SetupForm>;
  const classes = useFieldArray({ control: setupForm.control, name: 'classes' });
  const retire = (path: string) => {
    setupForm.setValue(at(`${path}.removed`), false as never, { shouldDirty: true });
    setupForm.setValue(at(`${path}.retired`), true as never, { shouldDirty: true });
    setConflict(null);
  };
  const grading = setupForm.watch('gradings')[0]?.name ?? '';
  return (
    <SetupContext.Provider value={{ form: setupForm, conflict, retire }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('menu.setup')}>
        <section className="form-card" aria-label={t('schoolSetup.profile')}>
          <h2>{t('schoolSetup.profile')}</h2>
          <div className="setup-row">
            <TextField label={t('schoolSetup.schoolName')} required {...bind(setupForm, 'profile.name')} />
            <TextField label={t('schoolSetup.address')} {...bind(setupForm, 'profile.address')} />
            <TextField label={t('schoolSetup.board')} {...bind(setupForm, 'profile.board')} />
            <TextField label={t('schoolSetup.affiliation')} {...bind(setupForm, 'profile.affiliation_no')} />
            <TextField label={t('schoolSetup.udise')} inputMode="numeric" {...bind(setupForm, 'profile.udise_code')} />
          </div>
          <div className="setup-row">
            <TextField
              label={t('schoolSetup.appUrl')}
              type="url"
              inputMode="url"
              readOnly={start.app_url_from_server !== null}
              aria-describedby="setup-app-url-hint"
              {...bind(setupForm, 'profile.app_url')}
            />
          </div>
          <p className="auth-hint" id="setup-app-url-hint">
            {t(start.app_url_from_server !== null ? 'schoolSetup.appUrlFromServer' : 'schoolSetup.appUrlHint')}
          </p>
          <LogoEditor say={say} />
        </section>
        <section aria-label={t('schoolSetup.classes')}>
          <h2>{t('schoolSetup.classes')}</h2>
          {classes.fields.map((f, i) => (
            <ClassCard key={f.id} index={i} count={classes.fields.length} move={classes.move} />
          ))}
          <button
            type="button"
            className="btn"
            onClick={() =>
              classes.append({
                name: '',
                grading,
                retired: false,
                removed: false,
                sections: [emptySection('A')],
                subjects: [],
              })
            }
          >
            {t('schoolSetup.addClass')}
          </button>
        </section>
        <GradingsEditor />
        <DaysEditor year={start.year?.name ?? null} />
        <div className="form-actions setup-save">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(busy ? 'schoolSetup.saving' : 'schoolSetup.save')}
          </button>
        </div>
      </form>
    </SetupContext.Provider>
  );
}

/** The school's own shape (issue 30): profile, classes, sections, subjects, gradings and days off, saved as one document. */
export default function SetupPage() {
  const t = useT();
  const setup = useSetup();
  const templates = useSetupTemplates();
  const [search, setSearch] = useSearchParams();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const chosen: SetupTemplate | undefined = templates.data?.find((x) => x.key === search.get('template'));
  const pick = (key: string | null) => setSearch(key ? { template: key } : {}, { replace: true });
  return (
    <Page title={t('menu.setup')}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      {(setup.isPending || templates.isPending) && <Loading />}
      {setup.error && <Alert message={{ kind: 'error', text: errorText(setup.error, t('schoolSetup.loadFailed')) }} />}
      {templates.data && <TemplatePicker templates={templates.data} chosen={chosen?.key ?? null} pick={pick} />}
      {setup.data && templates.data && (
        // A new start (another template, or the saved setup) is a new form.
        <SetupEditor
          key={chosen?.key ?? 'saved'}
          start={chosen?.document ?? setup.data}
          stored={!chosen}
          say={setAlert}
          saved={() => pick(null)}
        />
      )}
    </Page>
  );
}
