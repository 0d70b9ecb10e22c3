import { randomInt } from 'node:crypto';

// A printed sign-in letter's code, typed from paper on a phone. 31 symbols: the digits 2-9 and
// the capitals without I, L and O, so nothing reads as another (0/O, 1/I/l). 12 of them carry
// 12 × log2(31) ≈ 59.4 bits; docs/security.md works out why that is enough against guessing.
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A new code, each symbol drawn uniformly from the alphabet by the system's CSPRNG. */
export function newLetterCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** As printed: groups of four, so it can be read out and typed. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)!.join(' ');

/**
 * The code in a typed text, or null when the text is not one (a long token from a mailed link,
 * where case and dashes matter). Case, spaces and dashes are ignored.
 */
export function typedCode(text: string): string | null {
  const code = text.replace(/[\s-]+/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}
