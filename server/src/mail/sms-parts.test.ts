import { describe, expect, it } from 'vitest';
import { msisdn } from './sms-channel';
import { GSM, smsParts, UCS2 } from './sms-parts';

const body = (p: Buffer) => p.subarray(p[0] + 1);

describe('an SMS in parts', () => {
  it('keeps a short GSM text in one part of one octet a character, without a header', () => {
    expect(smsParts('Hello {you}', 7)).toEqual({ dataCoding: GSM, parts: [expect.any(Buffer)], udh: false });
    expect(smsParts('x'.repeat(160), 1).parts[0]).toHaveLength(160);
  });

  it('sends Odia as UCS-2 and splits it after 67 characters, each part led by the same reference', () => {
    const { dataCoding, parts, udh } = smsParts('ଓ'.repeat(140), 9);
    expect([dataCoding, udh, parts.length]).toEqual([UCS2, true, 3]);
    expect(parts.map((p) => [...p.subarray(0, 6)])).toEqual([1, 2, 3].map((seq) => [5, 0, 3, 9, 3, seq]));
    expect(parts.map((p) => body(p).length)).toEqual([134, 134, 12]);
  });

  it('never cuts a GSM escape from its character nor a surrogate pair in two', () => {
    const gsm = smsParts(`${'a'.repeat(152)}€${'b'.repeat(10)}`, 1).parts;
    expect(body(gsm[0])).toHaveLength(152);
    expect([...body(gsm[1]).subarray(0, 2)]).toEqual([0x1b, 0x65]);
    const emoji = smsParts(`${'ଓ'.repeat(66)}😀${'z'.repeat(10)}`, 1).parts;
    expect(body(emoji[0])).toHaveLength(132);
    expect(body(emoji[1]).length).toBe(24);
  });

  it('writes a mobile as an international number', () => {
    expect(['9876543210', '09876543210', '+44 7700 900123', '919876543210'].map((m) => msisdn(m, '91'))).toEqual([
      '919876543210',
      '919876543210',
      '447700900123',
      '919876543210',
    ]);
  });
});
