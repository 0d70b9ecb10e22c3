import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amount in words on receipts', () => {
  it.each([
    ['1234.50', 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'],
    ['1500.00', 'Rupees One Thousand Five Hundred Only'],
    ['0.75', 'Seventy-Five Paise Only'],
    ['100000', 'Rupees One Lakh Only'],
    ['2500000.05', 'Rupees Twenty-Five Lakh and Five Paise Only'],
    ['99999999.99', 'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    ['11.1', 'Rupees Eleven and Ten Paise Only'],
  ])('writes %s as "%s"', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('counts crores beyond ninety-nine', () => {
    expect(integerInWords(1_234_567_890)).toBe('One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety');
  });

  it('refuses anything that is not a plain decimal', () => {
    expect(() => amountInWords('1e3')).toThrow();
    expect(() => amountInWords('-5')).toThrow();
  });
});
