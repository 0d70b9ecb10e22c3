// Screen paths that more than one module names; the route tables are in the entry, so this file
// imports nothing.
export const SIGN_IN_LETTER_PATH = '/SignInLetter';
