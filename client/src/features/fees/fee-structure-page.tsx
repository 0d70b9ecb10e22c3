import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { type FeeStructure, FeeStructureInput } from '@contracts/fee-ledger';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useCheckedForm } from '../../lib/use-checked-form';
import { useSchoolPlaces } from '../../lib/school-setup';
import { useSubmit } from '../../lib/use-submit';
import { FEES_KEY } from './fees-api';
import { officeApi, useFeeStructure } from './office-api';
import { StructureHead } from './structure-head';
import './fees.css';

const blankHead = () => ({ head: '', amount: '', instalments: [{ due_date: '', amount: '' }] });

/** A class's fee structure for the current year: pick the class, edit its heads and instalments, save. */
export default function FeeStructurePage() {
  const t = useT();
  const [cls, setCls] = useState<string | null>(null);
  const { classes } = useSchoolPlaces();
  // Kept here, not in the form: a save refetches the structure and the form is drawn afresh from
  // it, which would take a message of its own away before the office has read it.
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const { data, error, isPending, dataUpdatedAt } = useFeeStructure(cls);
  return (
    <Page title={t('menu.feeStructures')}>
      <div className="fee-toolbar">
        <SelectField
          label={t('form.class')}
          placeholder={t('form.selectClass')}
          options={classes.map((c) => ({ value: c, label: t('classes.classN', { class: c }) }))}
          value={cls ?? ''}
          onChange={(e) => {
            setMessage(null);
            setCls(e.target.value || null);
          }}
        />
      </div>
      {error && <Alert message={{ kind: 'error', text: errorText(error, t('feeOffice.loadFailed')) }} />}
      {cls !== null && isPending && <Loading />}
      <Alert message={message} onClose={() => setMessage(null)} />
      {cls !== null && data && (
        <StructureForm key={`${cls}-${dataUpdatedAt}`} cls={cls} saved={data} say={setMessage} />
      )}
    </Page>
  );
}

function StructureForm({
  cls,
  saved,
  say: setMessage,
}: {
  cls: string;
  saved: FeeStructure;
  say: (m: AlertMessage | null) => void;
}) {
  const t = useT();
  const save = useSubmit({
    send: officeApi.saveStructure,
    failure: t('feeOffice.saveFailed'),
    refresh: FEES_KEY,
    say: setMessage,
  });
  const { form, onSubmit } = useCheckedForm({
    schema: FeeStructureInput,
    defaultValues: { class: cls, heads: saved.heads.length ? saved.heads : [blankHead()] },
    onSubmit: (values, f) => save.submit(values, f),
    say: setMessage,
  });
  const heads = useFieldArray({ control: form.control, name: 'heads' });
  const listError = form.formState.errors.heads?.root?.message ?? form.formState.errors.heads?.message;
  return (
    <form noValidate aria-label={t('feeOffice.structureOf', { class: cls })} onSubmit={onSubmit}>
      {heads.fields.map((h, i) => (
        <StructureHead key={h.id} form={form} index={i} onRemove={() => heads.remove(i)} />
      ))}
      {listError && <Alert message={{ kind: 'error', text: serverSentence(listError) }} />}
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => heads.append(blankHead())}>
          {t('feeOffice.addHead')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.busy}>
          {save.busy ? t('common.saving') : t('feeOffice.saveStructure')}
        </button>
      </div>
    </form>
  );
}
