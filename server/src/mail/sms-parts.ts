import { smpp } from './smpp-module';

// smpp is CommonJS: Node's ESM loader (the built server) finds no named exports in it.
const { encodings } = smpp;

/** SMPP data_coding: the SMSC's default alphabet (GSM 03.38), or UCS-2 (UTF-16 big-endian). */
export const GSM = 0x00;
export const UCS2 = 0x08;

export interface SmsParts {
  dataCoding: typeof GSM | typeof UCS2;
  /** Each part's short_message: one part as it is, or several each led by a concatenation UDH. */
  parts: Buffer[];
  /** Whether the parts carry a UDH (the submit_sm's esm_class must say so). */
  udh: boolean;
}

// One SMS carries 140 octets: 160 GSM characters of 7 bits (SMPP writes them one an octet and
// the SMSC packs them) or 70 UCS-2 ones. A part of a longer message gives 6 octets to the
// header (05 00 03 ref total seq), leaving 153 GSM characters or 67 UCS-2 ones.
const SINGLE = { [0x00]: 160, [0x08]: 140 } as const;
const PART = { [0x00]: 153, [0x08]: 134 } as const;
const UDH = (ref: number, total: number, seq: number) => Buffer.from([0x05, 0x00, 0x03, ref & 0xff, total, seq]);
/** The most parts a message may be split into (the header counts them in one octet). */
export const MAX_PARTS = 255;

// Where a cut may fall: never between a GSM escape (0x1B) and the character it extends, nor
// between the two halves of a UTF-16 surrogate pair.
function cutAt(bytes: Buffer, start: number, size: number, dataCoding: number): number {
  let end = Math.min(bytes.length, start + size);
  if (end === bytes.length) return end;
  if (dataCoding === GSM) {
    if (bytes[end - 1] === 0x1b) end -= 1;
  } else {
    end -= (end - start) % 2;
    const last = bytes.readUInt16BE(end - 2);
    if (last >= 0xd800 && last <= 0xdbff) end -= 2;
  }
  return end;
}

/**
 * A text as the octets of one SMS or of a concatenated one. Text in the GSM alphabet goes as
 * one octet a character; anything else (Odia, Hindi) as UCS-2, so it arrives exactly as written.
 * `ref` tells this message's parts from another's on the phone.
 */
export function smsParts(text: string, ref: number): SmsParts {
  const gsm = encodings.ASCII.match(text);
  const dataCoding = gsm ? GSM : UCS2;
  const bytes = gsm ? encodings.ASCII.encode(text) : encodings.UCS2.encode(text);
  if (bytes.length <= SINGLE[dataCoding]) return { dataCoding, parts: [bytes], udh: false };
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length;) {
    const end = cutAt(bytes, start, PART[dataCoding], dataCoding);
    chunks.push(bytes.subarray(start, end));
    start = end;
  }
  if (chunks.length > MAX_PARTS) throw new RangeError(`an SMS of ${chunks.length} parts is longer than ${MAX_PARTS}`);
  const parts = chunks.map((chunk, i) => Buffer.concat([UDH(ref, chunks.length, i + 1), chunk]));
  return { dataCoding, parts, udh: true };
}
