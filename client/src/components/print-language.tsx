import { useEffect, useId, useState } from 'react';
import type { MessageValues, ScreenKey } from '@contracts/i18n/keys';
import { type Language, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '@contracts/i18n/languages';
import { textsIn } from '../i18n/language';
import { useFormat } from '../lib/use-format';
import { useLanguage, useT } from '../i18n/use-t';

type Texts = (key: ScreenKey, values?: MessageValues) => string;

/**
 * A printed document (receipt, report card, sign-in letter) in the family's language, which
 * may differ from the screens' (an office in English printing for an Odia family). Its texts,
 * formats and fonts are those of `language`; `lang` goes on the document so the shipped Noto
 * font shapes its script.
 */
export function usePrintLanguage(initial?: Language) {
  const screens = useLanguage();
  const screenTexts = useT();
  const [language, setLanguage] = useState<Language>(initial ?? screens);
  const [texts, setTexts] = useState<{ language: Language; t: Texts } | null>(null);
  useEffect(() => {
    let live = true;
    void textsIn(language).then((t) => live && setTexts({ language, t }));
    return () => {
      live = false;
    };
  }, [language]);
  const ready = texts?.language === language;
  return {
    language,
    setLanguage,
    ready,
    t: ready ? texts.t : screenTexts,
    format: useFormat(language),
    lang: LANGUAGE_TAGS[language],
    /** Prints once the document's font is in, so no fallback glyphs reach the paper. */
    print: () => void document.fonts.ready.then(() => window.print()),
  };
}

/** The "Print in" choice on a document's toolbar (not printed). */
export function PrintLanguageSelect({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const t = useT();
  const id = useId();
  return (
    <span className="print-language">
      <label htmlFor={id}>{t('print.language')}</label>{' '}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
