import type screens from './messages/screens.en.json';
import type server from './messages/server.en.json';

/** A text of the screens' catalogue (client). */
export type ScreenKey = keyof typeof screens;
/** A text of the server's catalogue (answers, field errors, mails). */
export type ServerKey = keyof typeof server;
export type MessageValues = Record<string, string | number>;
