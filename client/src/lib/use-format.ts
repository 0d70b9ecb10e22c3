import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type NameForm, weekdayName } from '@contracts/i18n/calendar';
import {
  DEFAULT_DATE_FORMAT,
  formatDate,
  formatMoney,
  formatMonth,
  formatNumber,
  type FormatSettings,
} from '@contracts/i18n/format';
import type { Language } from '@contracts/i18n/languages';
import { amountInWords } from '@contracts/i18n/number-words';
import { schoolFormats } from './formats-api';
import { useLanguage } from '../i18n/use-t';

export const FORMATS_KEY = ['school-formats'] as const;

/**
 * Dates, money and numbers as the school writes them (DATE_FORMAT, DIGITS), in the screens'
 * language or the one given (a document printed for a family). Until the school's settings
 * arrive: DD/MM/YYYY and Latin digits, the defaults.
 */
export function useFormat(language?: Language) {
  const current = useLanguage();
  const lang = language ?? current;
  const { data } = useQuery({
    queryKey: FORMATS_KEY,
    queryFn: ({ signal }) => schoolFormats(signal),
    staleTime: Infinity,
  });
  const dateFormat = data?.date_format ?? DEFAULT_DATE_FORMAT;
  const digits = data?.digits ?? 'latin';
  return useMemo(() => {
    const s: FormatSettings = { language: lang, digits, dateFormat };
    return {
      settings: s,
      date: (value: string | Date | null | undefined) => formatDate(value, s),
      /** "2026-11" -> "November 2026", the month's name from the catalogue (Intl has no Odia). */
      month: (yearMonth: string) => formatMonth(yearMonth, s),
      weekday: (isoDate: string, form?: NameForm) => weekdayName(isoDate, lang, form),
      money: (amount: string | number) => formatMoney(amount, s),
      number: (value: string | number, fractionDigits?: number) => formatNumber(value, s, fractionDigits),
      amountInWords: (amount: string) => amountInWords(amount, lang),
    };
  }, [lang, digits, dateFormat]);
}
