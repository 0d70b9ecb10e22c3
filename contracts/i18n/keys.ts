import type app from './messages/app.en.json';
import type screens from './messages/screens.en.json';
import type server from './messages/server.en.json';

/**
 * A text of the screens' catalogue (client): `screens.*.json` holds what the sign-in and other
 * public pages show (English is in the app's entry), `app.*.json` the signed-in screens' texts
 * (loaded with the signed-in area's code, so the sign-in page does not carry them).
 */
export type ScreenKey = keyof typeof screens | keyof typeof app;
/** A text of the server's catalogue (answers, field errors, mails). */
export type ServerKey = keyof typeof server;
export type MessageValues = Record<string, string | number>;
