import { localDigits } from '@contracts/i18n/format';
import { useFormat } from './use-format';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment (an ISO timestamp) where the reader is: the date in the school's format, like every
 * other date, and the 24-hour time ("09/09/2026 14:05"), in the school's digits.
 */
export function useDateTime(): (iso: string) => string {
  const { date, settings } = useFormat();
  return (iso) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    return `${date(at)} ${localDigits(`${pad(at.getHours())}:${pad(at.getMinutes())}`, settings.language, settings.digits)}`;
  };
}
