import en from './messages/server.en.json';
import type { MessageValues, ServerKey } from './keys';

/**
 * The message's text with its {arguments}. The client's build compiles the catalogue files to
 * ICU token arrays (strings, and [name] for an argument): read there, a message is joined back.
 */
const source = (message: unknown): string =>
  typeof message === 'string' ? message : (message as (string | string[])[]).map((token) => (typeof token === 'string' ? token : `{${token[0]}}`)).join('');

/**
 * A server message in English, by its catalogue key, for the zod contracts (which run in the
 * browser too, without the server's compiled catalogue). The server answers English and
 * translates it for our client by the catalogue, so a message written here is a key from the
 * start. Simple {arguments} only: plural and select messages go through the server's renderer.
 */
export const english = (key: ServerKey, values: MessageValues = {}): string =>
  source(en[key] as unknown).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
