import { LANGUAGE_TAGS } from '@contracts/i18n/languages';
import { useLanguage } from '../i18n/use-t';

/**
 * A moment (an ISO timestamp) as the reader's language writes it: the browser's own way in
 * English, as the screens always showed it, Odia or Hindi conventions otherwise.
 */
export function useDateTime(): (iso: string) => string {
  const language = useLanguage();
  const locale = language === 'en' ? undefined : LANGUAGE_TAGS[language];
  return (iso) => new Date(iso).toLocaleString(locale);
}
