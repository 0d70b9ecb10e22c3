import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, groupedCode, newLetterCode, typedCode } from './letter-code';

describe('a sign-in letter code', () => {
  it('is 12 characters from an alphabet without look-alikes', () => {
    expect(CODE_LENGTH).toBeLessThanOrEqual(12);
    for (const c of '0O1Il') expect(CODE_ALPHABET).not.toContain(c);
    for (let i = 0; i < 200; i++) {
      const code = newLetterCode();
      expect(code).toHaveLength(CODE_LENGTH);
      for (const c of code) expect(CODE_ALPHABET).toContain(c);
    }
  });

  it('prints in groups of four', () => {
    expect(groupedCode('ABCDEFGHJKMN')).toBe('ABCD EFGH JKMN');
  });

  it('is read back whatever the case, spaces and dashes', () => {
    expect(typedCode('abcd efgh jkmn')).toBe('ABCDEFGHJKMN');
    expect(typedCode(' ABCD-efgh-JKMN ')).toBe('ABCDEFGHJKMN');
    // A long token from a mailed link is not a code: case and dashes matter in it.
    expect(typedCode('aB-cD_eFgHiJkLmNoPqRsTuVwXyZ0123456789abcde')).toBeNull();
    expect(typedCode('ABCD EFGH JKM0')).toBeNull();
  });
});
