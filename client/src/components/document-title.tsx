import { useSchoolName } from '../lib/school';

/**
 * The tab's title, "Teacher Management - Green Valley School": React hoists <title> into the
 * document head, so each screen names itself where it is rendered.
 */
export function DocumentTitle({ title }: { title: string }) {
  const school = useSchoolName();
  return <title>{school ? `${title} - ${school}` : title}</title>;
}
