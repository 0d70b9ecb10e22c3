import { useCallback, useSyncExternalStore } from 'react';
import type { MessageValues, ScreenKey } from '@contracts/i18n/keys';
import type { Language } from '@contracts/i18n/languages';
import { currentLanguage, i18n } from './language';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The screens' language; a component using it renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t(key, values)` in the screens' language. */
export function useT(): (key: ScreenKey, values?: MessageValues) => string {
  const language = useLanguage();
  // A new function per language, so memoised children render the change.
  return useCallback((key: ScreenKey, values?: MessageValues) => i18n._(key, values), [language]);
}
