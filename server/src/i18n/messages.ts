import { type CompiledCatalogue, compileCatalogue } from '@contracts/i18n/compile';
import type { MessageValues, ServerKey } from '@contracts/i18n/keys';
import { type Language, LANGUAGES } from '@contracts/i18n/languages';
import en from '@contracts/i18n/messages/server.en.json';
import hi from '@contracts/i18n/messages/server.hi.json';
import or from '@contracts/i18n/messages/server.or.json';
import { rendererFor } from '@contracts/i18n/render';
import { makeTextTranslator } from '@contracts/i18n/text-translator';

// The server's catalogue, compiled once at start (a broken message stops the start, naming it).
const RAW: Record<Language, Record<string, string>> = { en, or, hi };
const compiled = Object.fromEntries(LANGUAGES.map((l) => [l, compileCatalogue(RAW[l])])) as Record<Language, CompiledCatalogue>;
const render = Object.fromEntries(LANGUAGES.map((l) => [l, rendererFor(l, compiled[l])])) as Record<Language, ReturnType<typeof rendererFor>>;
const translators = Object.fromEntries(LANGUAGES.map((l) => [l, makeTextTranslator(compiled.en, render[l])])) as Record<Language, (text: string) => string>;

/** One of the server's texts (a mail's subject, a message) in a language. */
export const serverText = (language: Language, key: ServerKey, values?: MessageValues): string => render[language](key, values);

/** An English sentence the server answers with, in `language` when the catalogue has it. */
export const translateSentence = (language: Language, text: string): string => (language === 'en' ? text : translators[language](text));
