import { setupI18n } from '@lingui/core';
import type { Language } from '@contracts/i18n/languages';
import server from '@contracts/i18n/messages/server.en.json';
import { makeTextTranslator } from '@contracts/i18n/text-translator';
import { compiled, type LanguagePack } from './types';

/**
 * Translates a sentence checked in the browser with the server's rules (a zod message) by
 * finding it among the English server texts. Only the Odia and Hindi screens need it, so it
 * comes in a chunk of its own.
 */
export function serverTranslator(language: Language, pack: LanguagePack): (text: string) => string {
  const own = setupI18n({ locale: language, messages: { [language]: pack.server } });
  return makeTextTranslator(compiled(server), (key, values) => own._(key, values));
}
