import { setupI18n } from '@lingui/core';
import type { CompiledCatalogue } from '@contracts/i18n/compile';
import type { MessageValues, ScreenKey } from '@contracts/i18n/keys';
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_TAGS, pickLanguage } from '@contracts/i18n/languages';
import screensEn from '@contracts/i18n/messages/screens.en.json';
import { renderPacked } from '@contracts/i18n/packed-text';
import { compiled, type LanguagePack } from './catalogues/types';

// The screens' language. English is in the main bundle; Odia and Hindi (with their fonts) are
// each a chunk loaded only when chosen.

const STORAGE_KEY = 'language';
/** Set when the person picked the language themselves (not the browser's guess): sign-in then keeps it on their account. */
const CHOSEN_KEY = 'language-chosen';

// The server's English texts arrive with zod (server-texts.ts), which the sign-in page loads late.
const english: LanguagePack = { screens: compiled(screensEn), server: {} };
const packs = new Map<Language, LanguagePack>([['en', english]]);
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ pack: LanguagePack }>> = {
  or: () => import('./catalogues/or'),
  hi: () => import('./catalogues/hi'),
};

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: english.screens } });
let serverTexts = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: english.server } });

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The saved choice, else the browser's first language we speak, else English. */
export function initialLanguage(): Language {
  const saved = stored(STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  return (
    (typeof navigator !== 'undefined' && pickLanguage(navigator.languages ?? [navigator.language])) || DEFAULT_LANGUAGE
  );
}

export const currentLanguage = (): Language => i18n.locale as Language;

/**
 * The language last asked for, possibly still loading: what a sign-in or the account must keep.
 * The screens switch only when its catalogue is in, which on a slow phone is after Login is pressed.
 */
let wanted: Language | null = null;
export const wantedLanguage = (): Language => wanted ?? currentLanguage();

/** Whether the person chose the language on this device, so sign-in should make it theirs. */
export const languageWasChosen = (): boolean => stored(CHOSEN_KEY) === '1';

/** A language's catalogues (and fonts), loaded once. */
export async function loadPack(language: Language): Promise<LanguagePack> {
  const known = packs.get(language);
  if (known) return known;
  const { pack } = await LOADERS[language as Exclude<Language, 'en'>]();
  packs.set(language, pack);
  return pack;
}

/**
 * Switches the screens to `language` once its catalogue is in. `chosen`: the person picked it
 * (the selector), rather than the browser's guess or their account's stored language.
 */
export async function switchLanguage(language: Language, opts: { chosen?: boolean } = {}): Promise<void> {
  // Kept at once, not when the catalogue arrives: a sign-in pressed meanwhile sends this choice.
  wanted = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
    if (opts.chosen) localStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  const pack = await loadPack(language);
  // A later request (another pick, the account's language) has won while this one loaded.
  if (wanted !== language) return;
  serverTexts = setupI18n({ locale: language, messages: { [language]: pack.server } });
  i18n.load(language, pack.screens);
  i18n.activate(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** After sign-in the account holds the choice; this device follows the account from then on. */
export function forgetChoice(): void {
  try {
    localStorage.removeItem(CHOSEN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The signed-in screens' English texts, brought by the signed-in area's code (app-texts.ts):
 * merged into the English catalogue, which Odia and Hindi need not wait for.
 */
export function addEnglishAppTexts(catalogue: CompiledCatalogue): void {
  Object.assign(english.screens, catalogue);
  i18n.load('en', catalogue);
}

/** The server's English texts, merged in by server-texts.ts once zod (whose messages they are) loads. */
export function addEnglishServerTexts(catalogue: CompiledCatalogue): void {
  Object.assign(english.server, catalogue);
  serverTexts.load('en', catalogue);
}

/** A screen text in the current language. */
export const t = (key: ScreenKey, values?: MessageValues): string => i18n._(key, values);

/** A server text checked in the browser with the server's rules (a zod message, packed with its key), in the current language. */
export const serverSentence = (text: string): string => renderPacked(text, (key, values) => serverTexts._(key, values));

/** The texts of one language, for a document printed in another language than the screens. */
export async function textsIn(language: Language): Promise<(key: ScreenKey, values?: MessageValues) => string> {
  const pack = await loadPack(language);
  const own = setupI18n({ locale: language, messages: { [language]: pack.screens as CompiledCatalogue } });
  return (key, values) => own._(key, values);
}
