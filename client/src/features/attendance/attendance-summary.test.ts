import { describe, expect, it } from 'vitest';
import { formatPercentage, summarize } from './attendance-summary';

const day = (attendance_date: string, status: 'Present' | 'Absent') => ({ attendance_date, status });

describe('summarize', () => {
  it('counts each month, newest first, and the whole term', () => {
    const s = summarize([
      day('2025-08-29', 'Present'),
      day('2025-09-02', 'Absent'),
      day('2025-09-01', 'Present'),
      day('2025-09-03', 'Present'),
      day('2025-08-28', 'Present'),
    ]);
    expect(s.months).toEqual([
      { month: '2025-09', present: 2, absent: 1, days: 3, percentage: 66.67 },
      { month: '2025-08', present: 2, absent: 0, days: 2, percentage: 100 },
    ]);
    expect(s.term).toEqual({ present: 4, absent: 1, days: 5, percentage: 80, from: '2025-08-28', to: '2025-09-03' });
  });

  it('has no months and no percentage when nothing is recorded', () => {
    expect(summarize([])).toEqual({
      months: [],
      term: { present: 0, absent: 0, days: 0, percentage: null, from: null, to: null },
    });
    expect(formatPercentage(null)).toBe('—');
    expect(formatPercentage(66.6667)).toBe('66.67%');
  });

  it('keeps a month together across years', () => {
    const s = summarize([day('2024-12-31', 'Absent'), day('2025-01-01', 'Present')]);
    expect(s.months.map((m) => m.month)).toEqual(['2025-01', '2024-12']);
  });
});
