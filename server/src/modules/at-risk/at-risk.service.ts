import { type AtRiskPupil, type AtRiskQuery, type AtRiskSettings } from '@contracts/at-risk';
import type { Section } from '@contracts/enums';
import type { Language } from '@contracts/i18n/languages';
import type { Place } from '@contracts/teaching';
import type { SessionUser } from '../../core/request-context';
import { transaction } from '../../db/pool';
import { teachingPolicy } from '../access';
import { calendar } from '../../lib/calendar';
import { classPlaces } from '../setup/class-places';
import { atRiskRepo } from './at-risk.repo';
import { reasonsOf } from './at-risk-reasons';
import { atRiskSettingsRepo } from './at-risk-settings.repo';

/**
 * The sections a caller's list covers: a teacher's own (class teacher or subject teacher there),
 * narrowed to the class and section asked for, 403 when none of them is theirs; an admin's the
 * whole school, or the class and section asked for.
 */
async function placesOf(user: SessionUser, q: AtRiskQuery): Promise<Place[] | 'all'> {
  const asked = await classPlaces.filter(q);
  const places = await teachingPolicy.readablePlaces(user, asked);
  if (places !== 'all' || asked.class === undefined) return places;
  // Sections as records store them (A-C, or a setup section's name), typed as the records' are.
  const sections = asked.section ? [asked.section as Section] : await atRiskRepo.sectionsOf(asked.class);
  return sections.map((section) => ({ class: asked.class!, section }));
}

export const atRiskService = {
  async list(user: SessionUser, q: AtRiskQuery, language: Language): Promise<AtRiskPupil[]> {
    const places = await placesOf(user, q);
    if (places !== 'all' && places.length === 0) return [];
    const { attendance_serious: serious, attendance_concern: concern } = await atRiskSettingsRepo.get();
    const rows = await atRiskRepo.list(calendar.today(), places);
    return rows.map((r) => ({
      student_id: r.student_id,
      name: r.name,
      class: r.class,
      section: r.section,
      reasons: reasonsOf(r, language, { serious, concern }),
    }));
  },

  settings: () => atRiskSettingsRepo.get(),

  saveSettings: (s: AtRiskSettings) => transaction(() => atRiskSettingsRepo.save(s)),
};
