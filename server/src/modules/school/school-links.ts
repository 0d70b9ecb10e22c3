import type { Config } from '../../core/config';
import { profileRepo } from '../setup/profile.repo';

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

export type LinkSettings = Pick<Config, 'appUrl' | 'appUrlSet' | 'schoolName'>;
/** Where a message's or letter's links lead, and the school it is from. */
export type LinkConfig = Pick<Config, 'appUrl' | 'schoolName'>;

/**
 * The address every link starts with (and the school's name that signs the message): the server's APP_URL when it is set, else the one saved on
 * School Setup, else the server's own (localhost) address, which the screens warn of. Read when a
 * link is made, so a change on School Setup reaches the next letter at once on every process; a
 * request never chooses it (no Host-header links).
 */
export async function schoolLinks(settings: LinkSettings): Promise<LinkConfig & { chosen: boolean }> {
  const profile = await profileRepo.identity();
  const schoolName = profile?.name ?? settings.schoolName;
  if (settings.appUrlSet) return { appUrl: settings.appUrl, schoolName, chosen: true };
  const saved = profile?.app_url ?? null;
  // A loopback address saved from the admin's own machine reaches no phone: the screens still warn.
  return {
    appUrl: saved ?? settings.appUrl,
    schoolName,
    chosen: saved !== null && !LOOPBACK.test(saved),
  };
}

/** The school's name as School Setup saved it, or SCHOOL_NAME until it is: what every page and print shows. */
export async function schoolName(settings: Pick<Config, 'schoolName'>): Promise<string> {
  return (await profileRepo.identity())?.name ?? settings.schoolName;
}
