import server from '@contracts/i18n/messages/server.en.json';
import { compiled } from './types';

// The English server texts, to recognise a sentence before translating it; only the Odia and
// Hindi screens need them, so they come in a chunk of their own.
export const english = compiled(server);
