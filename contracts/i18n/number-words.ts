import type { Language } from './languages';

// Amounts in words in the Indian system (thousand, lakh, crore), as receipts write them. Hindi
// and Odia name each number below a hundred with a word of its own (no "twenty-one" pattern),
// so those are full tables. They welcome review by native speakers (see the README).

const EN_ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const EN_BELOW_100 = Array.from({ length: 100 }, (_, n) =>
  n < 20 ? EN_ONES[n] : EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${EN_ONES[n % 10]}` : ''),
);

export const HI_BELOW_100: readonly string[] = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
];

export const OR_BELOW_100: readonly string[] = [
  'ଶୂନ',
  'ଏକ',
  'ଦୁଇ',
  'ତିନି',
  'ଚାରି',
  'ପାଞ୍ଚ',
  'ଛଅ',
  'ସାତ',
  'ଆଠ',
  'ନଅ',
  'ଦଶ',
  'ଏଗାର',
  'ବାର',
  'ତେର',
  'ଚଉଦ',
  'ପନ୍ଦର',
  'ଷୋହଳ',
  'ସତର',
  'ଅଠର',
  'ଉଣେଇଶି',
  'କୋଡ଼ିଏ',
  'ଏକୋଇଶି',
  'ବାଇଶି',
  'ତେଇଶି',
  'ଚବିଶି',
  'ପଚିଶି',
  'ଛବିଶି',
  'ସତାଇଶି',
  'ଅଠାଇଶି',
  'ଅଣତିରିଶି',
  'ତିରିଶି',
  'ଏକତିରିଶି',
  'ବତିଶି',
  'ତେତିଶି',
  'ଚଉତିରିଶି',
  'ପଞ୍ଚତିରିଶି',
  'ଛତିଶି',
  'ସଇଁତିରିଶି',
  'ଅଠତିରିଶି',
  'ଅଣଚାଳିଶି',
  'ଚାଳିଶି',
  'ଏକଚାଳିଶି',
  'ବୟାଳିଶି',
  'ତେୟାଳିଶି',
  'ଚଉରାଳିଶି',
  'ପଞ୍ଚଚାଳିଶି',
  'ଛୟାଳିଶି',
  'ସତଚାଳିଶି',
  'ଅଠଚାଳିଶି',
  'ଅଣଚାଶ',
  'ପଚାଶ',
  'ଏକାବନ',
  'ବାଉନ',
  'ତେପନ',
  'ଚଉବନ',
  'ପଞ୍ଚାବନ',
  'ଛପନ',
  'ସତାବନ',
  'ଅଠାବନ',
  'ଅଣଷଠି',
  'ଷାଠିଏ',
  'ଏକଷଠି',
  'ବାଷଠି',
  'ତେଷଠି',
  'ଚଉଷଠି',
  'ପଞ୍ଚଷଠି',
  'ଛଅଷଠି',
  'ସତଷଠି',
  'ଅଠଷଠି',
  'ଅଣସ୍ତରୀ',
  'ସତୂରୀ',
  'ଏକସ୍ତରୀ',
  'ବାସ୍ତରୀ',
  'ତେସ୍ତରୀ',
  'ଚଉସ୍ତରୀ',
  'ପଞ୍ଚସ୍ତରୀ',
  'ଛଅସ୍ତରୀ',
  'ସତସ୍ତରୀ',
  'ଅଠସ୍ତରୀ',
  'ଅଣାଅଶୀ',
  'ଅଶୀ',
  'ଏକାଅଶୀ',
  'ବୟାଅଶୀ',
  'ତେୟାଅଶୀ',
  'ଚଉରାଅଶୀ',
  'ପଞ୍ଚାଅଶୀ',
  'ଛୟାଅଶୀ',
  'ସତାଅଶୀ',
  'ଅଠାଅଶୀ',
  'ଅଣାନବେ',
  'ନବେ',
  'ଏକାନବେ',
  'ବୟାନବେ',
  'ତେୟାନବେ',
  'ଚଉରାନବେ',
  'ପଞ୍ଚାନବେ',
  'ଛୟାନବେ',
  'ସତାନବେ',
  'ଅଠାନବେ',
  'ଅନେଶତ',
];

interface Words {
  below100: readonly string[];
  hundred: string;
  /** crore, lakh, thousand */
  groups: [string, string, string];
  /** The whole phrase around the rupees and paise in words. */
  amount: (rupees: string | null, paise: string | null) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    below100: EN_BELOW_100,
    hundred: 'Hundred',
    groups: ['Crore', 'Lakh', 'Thousand'],
    amount: (r, p) => `${[r && `Rupees ${r}`, p && `${p} Paise`].filter(Boolean).join(' and ') || 'Rupees Zero'} Only`,
  },
  hi: {
    below100: HI_BELOW_100,
    hundred: 'सौ',
    groups: ['करोड़', 'लाख', 'हज़ार'],
    amount: (r, p) => `${[r && `${r} रुपये`, p && `${p} पैसे`].filter(Boolean).join(' और ') || 'शून्य रुपये'} मात्र`,
  },
  or: {
    below100: OR_BELOW_100,
    hundred: 'ଶହ',
    groups: ['କୋଟି', 'ଲକ୍ଷ', 'ହଜାର'],
    amount: (r, p) => `${[r && `${r} ଟଙ୍କା`, p && `${p} ପଇସା`].filter(Boolean).join(' ') || 'ଶୂନ ଟଙ୍କା'} ମାତ୍ର`,
  },
};

const SIZES = [10_000_000, 100_000, 1_000];

/** A whole number in words: 12345 -> "Twelve Thousand Three Hundred Forty-Five" / "बारह हज़ार तीन सौ पैंतालीस". */
export function integerInWords(n: number, language: Language = 'en'): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number: ${n}`);
  const w = WORDS[language];
  if (n === 0) return w.below100[0];
  const parts: string[] = [];
  let rest = n;
  SIZES.forEach((size, i) => {
    const count = Math.floor(rest / size);
    // Above 99 crore the count of crores is itself a number in words ("One Hundred Crore").
    if (count) parts.push(`${i === 0 ? integerInWords(count, language) : w.below100[count]} ${w.groups[i]}`);
    rest %= size;
  });
  const hundreds = Math.floor(rest / 100);
  if (hundreds) parts.push(`${w.below100[hundreds]} ${w.hundred}`);
  if (rest % 100) parts.push(w.below100[rest % 100]);
  return parts.join(' ');
}

/**
 * A receipt's amount in words from its exact decimal string (never a float):
 * "1234.50" -> "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only".
 */
export function amountInWords(amount: string, language: Language = 'en'): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return WORDS[language].amount(
    rupees ? integerInWords(rupees, language) : null,
    paise ? WORDS[language].below100[paise] : null,
  );
}
