/** GET /api/school: what any visitor may know about the school. */
export interface SchoolInfo {
  /** The name saved on School Setup, or the server's SCHOOL_NAME until one is. */
  name: string;
  /** The logo's address, which changes with the logo (so it may be kept long); null without one. */
  logo_url: string | null;
}

/** Where the school's current logo is served, to anyone (the sign-in page shows it). */
export const SCHOOL_LOGO_PATH = '/api/school/logo';
