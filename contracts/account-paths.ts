import { PATHS } from './paths';

// Where the mailed and printed links lead (APP_URL + path + ?token=). Apart from the schemas,
// so the sign-in page can link here without loading zod.
export const CONFIRM_PATH = PATHS.confirmAccount;
export const SET_PASSWORD_PATH = PATHS.setPassword;
export const FORGOT_PATH = PATHS.forgotPassword;
/**
 * Where the sign-in page's form posts when no script has taken it over yet (a slow phone): the
 * page's own address, outside the JSON API, which stays JSON-only.
 */
export const SIGN_IN_POST_PATH = PATHS.signIn;

/** `/` and `/Signin`, in any case: the sign-in page (drawn by the server, shown without the router). */
export const isSignInPagePath = (path: string): boolean => /^\/(signin\/?)?$/i.test(path);

/**
 * A path of this site that a `?next=` may name: rooted, and not `//host` or `/\host`, which a
 * browser would take for another site. Both the client and the server's form post check it.
 */
export const isSitePath = (next: string | null | undefined): next is string =>
  !!next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
