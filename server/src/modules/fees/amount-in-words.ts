const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

// The Indian grouping used on school receipts: crore, lakh, thousand, then hundreds.
const GROUPS: [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];

export function integerInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of GROUPS) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${size === 10_000_000 ? integerInWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * A receipt amount in words, from the exact decimal string (never a float):
 * "1234.50" -> "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only".
 */
export function amountInWords(amount: string): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  const words: string[] = [];
  if (rupees) words.push(`Rupees ${integerInWords(rupees)}`);
  if (paise) words.push(`${belowHundred(paise)} Paise`);
  if (!words.length) words.push('Rupees Zero');
  return `${words.join(' and ')} Only`;
}
