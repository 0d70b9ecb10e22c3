import { useFieldArray } from 'react-hook-form';
import { FeeStructureInput } from '@contracts/fee-ledger';
import { toDecimal, toPaise } from '@contracts/money';
import { FormDateField } from '../../components/date-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';

type Form = FormOf<typeof FeeStructureInput>;

/** `paise` in `n` parts, the leftover paise on the last ones, so the parts add up exactly. */
export function split(paise: bigint, n: number): string[] {
  const part = paise / BigInt(n);
  const left = Number(paise - part * BigInt(n));
  return Array.from({ length: n }, (_, i) => toDecimal(part + (i >= n - left ? 1n : 0n)));
}

/** One head of a structure: its name, amount and instalments, and the message when they do not add up. */
export function StructureHead({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const t = useT();
  const name = `heads.${index}.instalments` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors.heads?.[index]?.instalments;
  // A refusal of the whole list (the sum, repeated dates) sits on the list, from the form or the server.
  const listError = errors?.root?.message ?? errors?.message;
  const spread = () => {
    const amount = String(form.getValues(`heads.${index}.amount`) ?? '').trim();
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || !fields.length) return;
    split(toPaise(amount), fields.length).forEach((a, i) => form.setValue(`${name}.${i}.amount`, a));
  };
  const title = form.watch(`heads.${index}.head`) || t('feeOffice.head');
  return (
    <fieldset className="card fee-head">
      <legend>{title}</legend>
      <div className="form-grid">
        <TextField label={t('feeOffice.head')} maxLength={60} {...bind(form, `heads.${index}.head`)} />
        <TextField label={t('fees.amount')} inputMode="decimal" {...bind(form, `heads.${index}.amount`)} />
      </div>
      <ol className="fee-instalments" aria-label={t('feeOffice.instalmentsOf', { head: title })}>
        {fields.map((f, i) => (
          <li key={f.id} className="form-grid">
            <FormDateField label={t('feeOffice.dueDate', { n: i + 1 })} form={form} name={`${name}.${i}.due_date`} />
            <TextField
              label={t('feeOffice.instalmentAmount', { n: i + 1 })}
              inputMode="decimal"
              {...bind(form, `${name}.${i}.amount`)}
            />
            <button type="button" className="btn" onClick={() => remove(i)} disabled={fields.length < 2}>
              {t('form.remove')}
            </button>
          </li>
        ))}
      </ol>
      {listError && (
        <p className="field-error" role="alert">
          {serverSentence(listError)}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => append({ due_date: '', amount: '' })}>
          {t('feeOffice.addInstalment')}
        </button>
        <button type="button" className="btn" onClick={spread}>
          {t('feeOffice.splitEqually')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onRemove}>
          {t('feeOffice.removeHead')}
        </button>
      </div>
    </fieldset>
  );
}
