import { setupI18n } from '@lingui/core';
import type { CompiledCatalogue } from './compile';
import type { Language } from './languages';
import type { MessageValues } from './keys';

/** A function that writes one compiled catalogue's messages; a missing key is given back as the key. */
export function rendererFor(
  language: Language,
  catalogue: CompiledCatalogue,
): (key: string, values?: MessageValues) => string {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogue } });
  return (key, values) => i18n._(key, values);
}
