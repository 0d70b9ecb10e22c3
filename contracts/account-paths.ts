// Where the mailed and printed links lead (APP_URL + path + ?token=). Apart from the schemas,
// so the sign-in page can link here without loading zod.
export const CONFIRM_PATH = '/ConfirmAccount';
export const SET_PASSWORD_PATH = '/SetPassword';
export const FORGOT_PATH = '/ForgotPassword';
/**
 * Where the sign-in page's form posts when no script has taken it over yet (a slow phone): the
 * page's own address, outside the JSON API, which stays JSON-only.
 */
export const SIGN_IN_POST_PATH = '/Signin';
