import type { SubmissionState } from '@contracts/submissions';
import { useT } from '../../i18n/use-t';

const KEYS = {
  missing: 'submissions.state.missing',
  handed_in: 'submissions.state.handedIn',
  late: 'submissions.state.late',
  marked: 'submissions.state.marked',
  returned: 'submissions.state.returned',
} as const satisfies Record<SubmissionState, string>;

/** A submission's state in words, coloured by what it asks of the reader. */
export function StateBadge({ state }: { state: SubmissionState }) {
  const t = useT();
  return <span className={`submission-state submission-state-${state}`}>{t(KEYS[state])}</span>;
}
