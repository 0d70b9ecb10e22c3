import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../i18n/language';
import { stubNetwork } from '../test/fake-server';
import { renderScreen } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';

const table = (
  <DataTable<{ id: number }>
    caption="Students"
    columns={[{ header: 'ID', field: 'id' }]}
    rows={[]}
    rowKey={(r) => r.id}
    total={0}
    params={{ q: 'Asha' }}
    onParamsChange={() => undefined}
    serial
  />
);

describe('the shared words of every records screen', () => {
  beforeEach(() => stubNetwork({}));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('are English as the spec writes them', () => {
    renderScreen(table);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByText("No matches for 'Asha'")).toBeInTheDocument();
    expect(screen.getByText('0 records · page 1 of 1')).toBeInTheDocument();
  });

  it.each([
    ['or', 'ପରବର୍ତ୍ତୀ', "'Asha' ପାଇଁ କିଛି ମିଳିଲା ନାହିଁ", 'ହଁ'],
    ['hi', 'अगला', "'Asha' के लिए कुछ नहीं मिला", 'हाँ'],
  ] as const)('follow the language chosen (%s)', async (language, next, noMatches, yes) => {
    await switchLanguage(language);
    renderScreen(table);
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
    expect(screen.getByText(noMatches)).toBeInTheDocument();
    render(<ConfirmDialog open message="?" onYes={() => undefined} onNo={() => undefined} />);
    expect(screen.getByText(yes)).toBeInTheDocument();
  });
});
