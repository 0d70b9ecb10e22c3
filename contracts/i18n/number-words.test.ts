import { describe, expect, it } from 'vitest';
import { amountInWords, HI_BELOW_100, integerInWords, OR_BELOW_100 } from './number-words';

describe('amount in words on receipts', () => {
  it.each([
    ['1234.50', 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'],
    ['1500.00', 'Rupees One Thousand Five Hundred Only'],
    ['0.75', 'Seventy-Five Paise Only'],
    ['100000', 'Rupees One Lakh Only'],
    ['2500000.05', 'Rupees Twenty-Five Lakh and Five Paise Only'],
    [
      '99999999.99',
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    ['11.1', 'Rupees Eleven and Ten Paise Only'],
  ])('writes %s as "%s"', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('counts crores beyond ninety-nine', () => {
    expect(integerInWords(1_234_567_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
  });

  it('refuses anything that is not a plain decimal', () => {
    expect(() => amountInWords('1e3')).toThrow();
    expect(() => amountInWords('-5')).toThrow();
  });
});

describe('Hindi and Odia number words', () => {
  it.each([
    ['Hindi', HI_BELOW_100, /^[\u0900-\u097F]+$/],
    ['Odia', OR_BELOW_100, /^[\u0B00-\u0B7F]+$/],
  ])('has a word of its own in %s script for each of 0-99, none repeated', (_, table, script) => {
    expect(table).toHaveLength(100);
    expect(new Set(table).size).toBe(100);
    for (const word of table) expect(word).toMatch(script);
  });

  it.each([
    [0, 'शून्य', 'ଶୂନ'],
    [5, 'पाँच', 'ପାଞ୍ଚ'],
    [19, 'उन्नीस', 'ଉଣେଇଶି'],
    [20, 'बीस', 'କୋଡ଼ିଏ'],
    [21, 'इक्कीस', 'ଏକୋଇଶି'],
    [29, 'उनतीस', 'ଅଣତିରିଶି'],
    [34, 'चौंतीस', 'ଚଉତିରିଶି'],
    [45, 'पैंतालीस', 'ପଞ୍ଚଚାଳିଶି'],
    [49, 'उनचास', 'ଅଣଚାଶ'],
    [50, 'पचास', 'ପଚାଶ'],
    [56, 'छप्पन', 'ଛପନ'],
    [60, 'साठ', 'ଷାଠିଏ'],
    [67, 'सड़सठ', 'ସତଷଠି'],
    [79, 'उन्यासी', 'ଅଣାଅଶୀ'],
    [80, 'अस्सी', 'ଅଶୀ'],
    [89, 'नवासी', 'ଅଣାନବେ'],
    [90, 'नब्बे', 'ନବେ'],
    [99, 'निन्यानबे', 'ଅନେଶତ'],
  ])('names %i as %s and %s', (n, hi, or) => {
    expect(integerInWords(n, 'hi')).toBe(hi);
    expect(integerInWords(n, 'or')).toBe(or);
  });

  it('builds larger numbers with hundred, thousand, lakh and crore', () => {
    expect(integerInWords(123456, 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन');
    expect(integerInWords(123456, 'or')).toBe('ଏକ ଲକ୍ଷ ତେଇଶି ହଜାର ଚାରି ଶହ ଛପନ');
    expect(integerInWords(12_00_00_000, 'hi')).toBe('बारह करोड़');
    expect(integerInWords(1_00_05_000, 'or')).toBe('ଏକ କୋଟି ପାଞ୍ଚ ହଜାର');
  });

  it('writes a receipt amount in each language', () => {
    expect(amountInWords('123456.50', 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र');
    expect(amountInWords('123456.50', 'or')).toBe('ଏକ ଲକ୍ଷ ତେଇଶି ହଜାର ଚାରି ଶହ ଛପନ ଟଙ୍କା ପଚାଶ ପଇସା ମାତ୍ର');
    expect(amountInWords('0.05', 'hi')).toBe('पाँच पैसे मात्र');
    expect(amountInWords('0', 'or')).toBe('ଶୂନ ଟଙ୍କା ମାତ୍ର');
    expect(amountInWords('1500', 'en')).toBe('Rupees One Thousand Five Hundred Only');
  });
});
