import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export type RawCatalogue = Record<string, string>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/**
 * ICU messages compiled ahead (at build time for the client, at start for the server), so the
 * browser never downloads a message parser. Throws on the first message that is not valid ICU,
 * naming its key.
 */
export function compileCatalogue(raw: RawCatalogue): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(raw)) {
    try {
      out[key] = compileMessageOrThrow(message);
    } catch (err) {
      throw new Error(`Message ${key} is not valid ICU: ${(err as Error).message}`, { cause: err });
    }
  }
  return out;
}
