import { useId, useState } from 'react';
import { type Language, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@contracts/i18n/languages';
import { switchLanguage } from './language';
import { useLanguage, useT } from './use-t';
import './language-select.css';

// Each name in its own script, with the English name beside it for a device without the font.
const optionName = (l: Language) =>
  l === 'en' ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[l]} (${{ or: 'Odia', hi: 'Hindi' }[l]})`;

/** On the sign-in screen the choice is this device's until sign-in makes it the person's. */
const chooseBeforeSignIn = (language: Language) => switchLanguage(language, { chosen: true });

/**
 * The language choice: on the sign-in screen, and in the signed-in menu, where `choose` keeps it
 * on the account as well.
 */
export function LanguageSelect({ choose = chooseBeforeSignIn }: { choose?: (language: Language) => Promise<unknown> }) {
  const language = useLanguage();
  const t = useT();
  const id = useId();
  // Shown at once while its catalogue loads, so the pick does not seem to spring back.
  const [pending, setPending] = useState<Language | null>(null);
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        name="language"
        value={pending ?? language}
        onChange={(e) => {
          const next = e.target.value as Language;
          setPending(next);
          void choose(next).finally(() => setPending(null));
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
