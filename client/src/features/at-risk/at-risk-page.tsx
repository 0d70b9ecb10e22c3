import { placeLabel } from '@contracts/place-label';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AtRiskKind, AtRiskPupil } from '@contracts/at-risk';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { atRiskQuery } from './at-risk-api';
import './at-risk.css';

type Sort = 'name' | 'class' | 'reasons';
// Classes 1-10 by number, then the setup's named ones (LKG) by name.
const byClass = (a: AtRiskPupil, b: AtRiskPupil) =>
  String(a.class).localeCompare(String(b.class), undefined, { numeric: true });
const SORTS: Record<Sort, (a: AtRiskPupil, b: AtRiskPupil) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  class: (a, b) => byClass(a, b) || a.section.localeCompare(b.section) || a.name.localeCompare(b.name),
  reasons: (a, b) => b.reasons.length - a.reasons.length || a.name.localeCompare(b.name),
};
const KIND_TEXT: Record<AtRiskKind, ScreenKey> = {
  attendance: 'atRisk.kind.attendance',
  marks_fall: 'atRisk.kind.marksFall',
  failing: 'atRisk.kind.failing',
  missing_work: 'atRisk.kind.missingWork',
};

/** Where a reason's evidence is: a teacher's register, marks or assignments; the student's record for an admin. */
function evidencePath(kind: AtRiskKind, studentId: string, admin: boolean): string {
  const q = `?q=${encodeURIComponent(studentId)}`;
  if (admin) return `${PATHS.students}${q}`;
  if (kind === 'attendance') return `${PATHS.attendance}${q}`;
  if (kind === 'missing_work') return PATHS.assignments;
  return `${PATHS.marksEntry}${q}`;
}

/** The pupils who may be slipping, each with the reasons and a link to the records behind them; sortable and printable. */
export default function AtRiskPage() {
  const t = useT();
  const admin = useCurrentUser()?.role === 'admin';
  const list = useQuery(atRiskQuery());
  const [sort, setSort] = useState<Sort>('class');
  const rows = useMemo(() => [...(list.data ?? [])].sort(SORTS[sort]), [list.data, sort]);
  const sortButton = (s: Sort, label: ScreenKey) => (
    <button type="button" className="btn-link" aria-pressed={sort === s} onClick={() => setSort(s)}>
      {t(label)}
    </button>
  );
  return (
    <Page
      title={t('menu.atRisk')}
      actions={
        <button type="button" className="btn no-print" onClick={() => window.print()} disabled={!list.data}>
          {t('atRisk.print')}
        </button>
      }
    >
      {list.isPending && <Loading />}
      {list.error && <Alert message={{ kind: 'error', text: errorText(list.error, t('atRisk.loadFailed')) }} />}
      {list.data && (
        <table className="at-risk-table">
          <caption>{t('atRisk.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('atRisk.studentId')}</th>
              <th scope="col" aria-sort={sort === 'name' ? 'ascending' : 'none'}>
                {sortButton('name', 'atRisk.name')}
              </th>
              <th scope="col" aria-sort={sort === 'class' ? 'ascending' : 'none'}>
                {sortButton('class', 'atRisk.class')}
              </th>
              <th scope="col" aria-sort={sort === 'reasons' ? 'descending' : 'none'}>
                {sortButton('reasons', 'atRisk.reasons')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={4}>{t('atRisk.none')}</td>
              </tr>
            )}
            {rows.map((p) => (
              <tr key={p.student_id}>
                <td>{p.student_id}</td>
                <td>{p.name}</td>
                <td>{placeLabel(p)}</td>
                <td>
                  <ul className="at-risk-reasons">
                    {p.reasons.map((r) => (
                      <li key={r.kind} className={r.level === 'serious' ? 'serious' : undefined}>
                        <strong>{t(KIND_TEXT[r.kind])}</strong>: {r.detail}{' '}
                        <Link className="no-print" to={evidencePath(r.kind, p.student_id, admin)}>
                          {t('atRisk.evidence')}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
