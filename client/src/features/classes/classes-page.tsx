import { useQuery } from '@tanstack/react-query';
import { CLASSES, SECTIONS } from '@contracts/enums';
import type { ClassSummary } from '@contracts/details';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { api, errorText } from '../../lib/api-client';

export default function ClassesPage() {
  const summary = useQuery({ queryKey: ['classes', 'summary'], queryFn: () => api.get<ClassSummary[]>('/classes/summary') });
  const count = (c: number, s: string) => summary.data?.find((r) => r.class === c && r.section === s)?.students ?? 0;
  const total = summary.data?.reduce((n, r) => n + r.students, 0) ?? 0;
  return (
    <Page title="Class Management">
      {summary.isPending && <Loading />}
      {summary.error && <Alert message={{ kind: 'error', text: errorText(summary.error, 'Failed to load classes.') }} />}
      {summary.data && (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Students per class and section</caption>
            <thead>
              <tr>
                <th scope="col">Class</th>
                {SECTIONS.map((s) => (
                  <th key={s} scope="col">
                    Section {s}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {CLASSES.map((c) => (
                <tr key={c}>
                  <th scope="row">Class {c}</th>
                  {SECTIONS.map((s) => (
                    <td key={s}>{count(c, s)}</td>
                  ))}
                  <td>{SECTIONS.reduce((n, s) => n + count(c, s), 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">All classes</th>
                <td colSpan={SECTIONS.length} />
                <td>{total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Page>
  );
}
