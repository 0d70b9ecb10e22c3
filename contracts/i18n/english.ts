import en from './messages/server.en.json';
import type { MessageValues, ServerKey } from './keys';

/**
 * A server message in English, by its catalogue key, for the zod contracts (which run in the
 * browser too, without the server's compiled catalogue). The server answers English and
 * translates it for our client by the catalogue, so a message written here is a key from the
 * start. Simple {arguments} only: plural and select messages go through the server's renderer.
 */
export const english = (key: ServerKey, values: MessageValues = {}): string =>
  en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
