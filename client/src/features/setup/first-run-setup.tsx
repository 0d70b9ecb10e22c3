import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { PATHS } from '../../lib/paths';
import { useSetup, useSetupTemplates } from './setup-api';
import { TEMPLATE_NAMES } from './template-picker';
import './setup.css';

// Shown on the admin's dashboard while the school's setup was never saved: a new school is led
// to it once. Skipping is remembered in this browser; the setup stays in the menu either way.
const SKIPPED = 'school-setup-skipped';

const skippedBefore = () => {
  try {
    return window.localStorage.getItem(SKIPPED) === '1';
  } catch {
    return false;
  }
};

export function FirstRunSetup() {
  const t = useT();
  const setup = useSetup();
  const templates = useSetupTemplates();
  const [skipped, setSkipped] = useState(skippedBefore);
  if (skipped || !setup.data || setup.data.saved_at !== null || !templates.data) return null;
  const skip = () => {
    try {
      window.localStorage.setItem(SKIPPED, '1');
    } catch {
      // Private windows may refuse storage: skipping then lasts until the page is left.
    }
    setSkipped(true);
  };
  return (
    <section className="form-card" aria-labelledby="first-run-setup">
      <h2 id="first-run-setup">{t('schoolSetup.firstRun')}</h2>
      <p>{t('schoolSetup.firstRunNote')}</p>
      <div className="form-actions setup-choices">
        {templates.data.map((tpl) => (
          <Link key={tpl.key} className="btn btn-primary" to={`${PATHS.setup}?template=${tpl.key}`}>
            {t(TEMPLATE_NAMES[tpl.key])}
          </Link>
        ))}
        <button type="button" className="btn" onClick={skip}>
          {t('schoolSetup.skip')}
        </button>
      </div>
    </section>
  );
}
