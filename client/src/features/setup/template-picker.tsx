import type { SetupTemplate, TemplateKey } from '@contracts/setup';
import type { ScreenKey } from '@contracts/i18n/keys';
import { useT } from '../../i18n/use-t';

/** Each template's name in the screens' language. */
export const TEMPLATE_NAMES: Record<TemplateKey, ScreenKey> = {
  standard: 'schoolSetup.template.standard',
  odisha: 'schoolSetup.template.odisha',
  cbse: 'schoolSetup.template.cbse',
  empty: 'schoolSetup.template.empty',
};

/** Start the form from a template (nothing is saved until Save), or go back to the saved setup. */
export function TemplatePicker({
  templates,
  chosen,
  pick,
}: {
  templates: SetupTemplate[];
  chosen: string | null;
  pick: (key: string | null) => void;
}) {
  const t = useT();
  return (
    <section className="form-card" aria-label={t('schoolSetup.startFrom')}>
      <h2>{t('schoolSetup.startFrom')}</h2>
      <p>{t('schoolSetup.startFromNote')}</p>
      <div className="form-actions setup-choices">
        {templates.map((tpl) => (
          <button
            key={tpl.key}
            type="button"
            className="btn"
            aria-pressed={chosen === tpl.key}
            onClick={() => pick(tpl.key)}
          >
            {t(TEMPLATE_NAMES[tpl.key])}
          </button>
        ))}
        {chosen && (
          <button type="button" className="btn" onClick={() => pick(null)}>
            {t('schoolSetup.backToSaved')}
          </button>
        )}
      </div>
    </section>
  );
}
