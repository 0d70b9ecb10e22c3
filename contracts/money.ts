/**
 * Money as paise (bigint), exact: read from the decimal strings the API speaks ("1234.50") and
 * written back as such. Never a float.
 */
export function toPaise(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = decimal.replace(/^-/, '').split('.');
  const paise = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -paise : paise;
}

/** 123450n -> '1234.50'; -5n -> '-0.05'. */
export function toDecimal(paise: bigint | string | number): string {
  const p = BigInt(paise);
  const abs = p < 0n ? -p : p;
  return `${p < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
