import { type CompiledCatalogue, compileCatalogue } from '@contracts/i18n/compile';
import type { MessageValues, ServerKey } from '@contracts/i18n/keys';
import { type Language, LANGUAGES } from '@contracts/i18n/languages';
import en from '@contracts/i18n/messages/server.en.json';
import hi from '@contracts/i18n/messages/server.hi.json';
import or from '@contracts/i18n/messages/server.or.json';
import { renderPacked } from '@contracts/i18n/packed-text';
import { rendererFor } from '@contracts/i18n/render';

// The server's catalogue, compiled once at start (a broken message stops the start, naming it).
const RAW: Record<Language, Record<string, string>> = { en, or, hi };
const compiled = Object.fromEntries(LANGUAGES.map((l) => [l, compileCatalogue(RAW[l])])) as Record<
  Language,
  CompiledCatalogue
>;
const render = Object.fromEntries(LANGUAGES.map((l) => [l, rendererFor(l, compiled[l])])) as Record<
  Language,
  ReturnType<typeof rendererFor>
>;

/** One of the server's texts (a mail's subject, a message) in a language. */
export const serverText = (language: Language, key: ServerKey, values?: MessageValues): string =>
  render[language](key, values);

/** A packed text (`msg(key, values)`: an error, a message, a field error) written in `language`; any other string comes back as it is. */
export const textIn = (language: Language, text: string): string => renderPacked(text, render[language]);
