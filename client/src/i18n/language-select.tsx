import { useId } from 'react';
import { type Language, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@contracts/i18n/languages';
import { switchLanguage } from './language';
import { useLanguage, useT } from './use-t';
import './language-select.css';

// Each name in its own script, with the English name beside it for a device without the font.
const optionName = (l: Language) => (l === 'en' ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[l]} (${{ or: 'Odia', hi: 'Hindi' }[l]})`);

/** The sign-in screen's language choice; the choice becomes the person's at sign-in. */
export function LanguageSelect({ onChange }: { onChange?: (language: Language) => void }) {
  const language = useLanguage();
  const t = useT();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          const next = e.target.value as Language;
          void switchLanguage(next, { chosen: true }).then(() => onChange?.(next));
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
            {optionName(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
