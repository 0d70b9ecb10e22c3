// The languages the school works in. English is the spec's own; the others are full catalogues.
export const LANGUAGES = ['en', 'or', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in itself, as the selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', or: 'ଓଡ଼ିଆ', hi: 'हिन्दी' };

/** BCP 47 tags for the page's lang attribute and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', or: 'or-IN', hi: 'hi-IN' };

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/**
 * The first of the preferred tags ("or-IN", "hi", "en-GB"...) that we speak, else null:
 * the browser's list on the client, an Accept-Language header on the server.
 */
export function pickLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    // "ory" is the ISO 639-3 code some systems use for Odia.
    const lang = base === 'ory' ? 'or' : base;
    if (isLanguage(lang)) return lang;
  }
  return null;
}

/** The request header our client sends so that the server's error messages follow the screen's language. */
export const LANGUAGE_HEADER = 'X-Language';
