import type { Role } from '@contracts/enums';
import type { Language } from '@contracts/i18n/languages';

/** Who is asking: what every layer below the HTTP one knows of a request. */
export interface SessionUser {
  accountId: number;
  loginId: string;
  role: Role;
  /** Absent for a guardian reached by SMS alone. */
  email?: string;
  /** The person's name, for the signed-in shell; absent in sessions started before it was kept. */
  name?: string;
  /** Chosen at sign-in and kept on the account, so that another browser gets it back (absent in sessions begun before it existed). */
  language?: Language;
}

export const sameLoginId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
