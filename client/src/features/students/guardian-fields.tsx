import { useFieldArray } from 'react-hook-form';
import { MAX_GUARDIANS, RELATIONS } from '@contracts/guardians';
import type { StudentInput } from '@contracts/students';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import './guardian-fields.css';

const RELATION_OPTIONS = RELATIONS.map((r) => ({ value: r, label: r[0].toUpperCase() + r.slice(1) }));
const blank = { name: '', relation: 'father' as const, email: '', mobile: '', notify: true };

/**
 * The student's guardians on the add form and the edit dialog. A guardian whose email or mobile
 * the school already knows (a brother's or sister's) is linked by the server, not copied.
 */
export function GuardianFields({ form }: { form: FormOf<typeof StudentInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'guardians' });
  return (
    <fieldset className="guardians span-all">
      <legend>Guardians (parent logins and absence messages)</legend>
      {fields.map((field, i) => (
        <div className="guardian-row" key={field.id} role="group" aria-label={`Guardian ${i + 1}`}>
          <TextField label="Guardian name" autoComplete="off" {...bind(form, `guardians.${i}.name`)} />
          <SelectField label="Relation" options={RELATION_OPTIONS} {...bind(form, `guardians.${i}.relation`)} />
          <TextField label="Guardian email" type="email" autoComplete="off" {...bind(form, `guardians.${i}.email`)} />
          <TextField label="Guardian mobile" type="tel" inputMode="numeric" autoComplete="off" {...bind(form, `guardians.${i}.mobile`)} />
          <label className="guardian-notify">
            <input type="checkbox" {...form.register(`guardians.${i}.notify`)} /> Agrees to absence messages
          </label>
          <button type="button" className="btn" onClick={() => remove(i)} aria-label={`Remove guardian ${i + 1}`}>
            Remove
          </button>
        </div>
      ))}
      {fields.length < MAX_GUARDIANS && (
        <button type="button" className="btn" onClick={() => append(blank)}>
          Add guardian
        </button>
      )}
    </fieldset>
  );
}
