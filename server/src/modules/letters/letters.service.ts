import { SET_PASSWORD_PATH } from '@contracts/account-paths';
import { DEFAULT_LANGUAGE } from '@contracts/i18n/languages';
import type { ClassLetters, LettersQuery } from '@contracts/letters';
import { transaction } from '../../db/pool';
import { issueCodes, TOKEN_LIFETIME_MS } from '../account/account-tokens';
import { linkTo } from '../account/account-mails';
import type { LinkConfig } from '../school/school-links';
import { groupedCode } from '../account/letter-code';
import { classPlaces } from '../setup/class-places';
import { lettersRepo } from './letters.repo';

export const lettersService = {
  /**
   * A new sign-in letter (a typable code, 14 days) for each person asked for. Each replaces that
   * person's earlier letter, all in one transaction: a printing is whole or not at all.
   */
  print: (q: LettersQuery, config: LinkConfig): Promise<ClassLetters> =>
    transaction(async () => {
      const teachers = q.who === 'teachers';
      // The class and section named as the setup names them (a section it lacks is a 400 here, not an empty printing).
      const place = teachers || q.class === undefined ? {} : await classPlaces.resolve(q.class, q.section);
      const people = await lettersRepo.people({ who: q.who, ...place, includeSignedIn: q.include_signed_in });
      const codes = people.length
        ? await issueCodes(
            'setup',
            people.map((p) => p.user_id),
          )
        : [];
      const letters = people.map((p, i) => ({
        user_id: p.user_id,
        name: p.name,
        role: p.role,
        language: p.language ?? q.language ?? DEFAULT_LANGUAGE,
        code: groupedCode(codes[i]),
        link: linkTo(config, SET_PASSWORD_PATH, codes[i]),
      }));
      return {
        letters,
        school_name: config.schoolName,
        expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS.setup).toISOString(),
      };
    }),
};
