import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../i18n/language';
import { stubNetwork } from '../test/fake-server';
import { renderScreen } from '../test/render';
import { DateField } from './date-field';

function Harness({ start, seen }: { start: string; seen: (v: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <DateField
      label="Date of Birth"
      value={value}
      onChange={(v) => {
        seen(v);
        setValue(v);
      }}
    />
  );
}

const show = (start = '', dateFormat = 'DD/MM/YYYY') => {
  stubNetwork({ 'GET /api/settings/formats': { body: { date_format: dateFormat, digits: 'latin' } } });
  const seen = vi.fn();
  renderScreen(<Harness start={start} seen={seen} />);
  return seen;
};

// jsdom has no modal dialogs: open and close them as the browser does, so the calendar is seen.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('the date field', () => {
  it('shows the ISO value in the school’s format and gives back ISO for a typed date', async () => {
    const seen = show('2015-12-04');
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveValue('04/12/2015');
    await userEvent.setup().clear(input);
    await userEvent.setup().type(input, '9/9/2026');
    expect(seen).toHaveBeenLastCalledWith('2026-09-09');
    await userEvent.setup().tab();
    expect(input).toHaveValue('09/09/2026');
  });

  it('follows the school’s DATE_FORMAT', async () => {
    show('2015-12-04', 'YYYY-MM-DD');
    expect(await screen.findByDisplayValue('2015-12-04')).toBeInTheDocument();
  });

  it('says what is wrong with a typed date once the reader leaves the field', async () => {
    const seen = show();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Date of Birth');
    await user.type(input, '31/02/2026');
    expect(screen.queryByText('That month has no such day.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('That month has no such day.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The form gets the text, not a date, so it cannot be saved as one.
    expect(seen).toHaveBeenLastCalledWith('31/02/2026');
    await user.clear(input);
    await user.type(input, '2026-02-03x');
    await user.tab();
    expect(screen.getByText('Write the date as DD/MM/YYYY, for example 31/01/2026.')).toBeInTheDocument();
  });

  it('picks a date on the calendar with the keyboard, and Escape closes it unchanged', async () => {
    const seen = show('2015-12-04');
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Choose Date of Birth on a calendar' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Calendar: Date of Birth' });
    expect(within(dialog).getByRole('heading', { name: 'December 2015' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '4 December 2015, Friday' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: '12 December 2015, Saturday' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(dialog).getByRole('heading', { name: 'January 2016' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '12 January 2016, Tuesday' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(seen).toHaveBeenLastCalledWith('2016-01-12');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('12/01/2016');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    seen.mockClear();
    await user.click(opener);
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();
  });

  it('moves a month or a year with the buttons', async () => {
    show('2026-01-31');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose Date of Birth on a calendar' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
  });

  it('names months and days in Odia from the catalogue', async () => {
    show('2026-11-24');
    await act(() => switchLanguage('or'));
    await userEvent.setup().click(screen.getByRole('button', { name: /କ୍ୟାଲେଣ୍ଡରରୁ/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'ନଭେମ୍ବର 2026' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ରବି', 'ସୋମ', 'ମଙ୍ଗଳ', 'ବୁଧ', 'ଗୁରୁ', 'ଶୁକ୍ର', 'ଶନି']);
    expect(within(dialog).getByRole('button', { name: '24 ନଭେମ୍ବର 2026, ମଙ୍ଗଳବାର' })).toHaveFocus();
  });
});
