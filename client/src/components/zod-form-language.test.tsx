import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { email } from '@contracts/fields';
import { switchLanguage } from '../i18n/language';
import { stubNetwork } from '../test/fake-server';
import { renderScreen } from '../test/render';
import { TextField } from './text-field';
import { bind, ZodForm } from './zod-form';

// The shared field: its message is a catalogue key, written in the screens' language.
const Schema = z.object({ email });

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('a field’s message from the shared schema', () => {
  it('is the server’s English sentence, and in Hindi when the screens are', async () => {
    stubNetwork({});
    renderScreen(
      <ZodForm schema={Schema} defaultValues={{ email: '' }} onSubmit={() => undefined} submitLabel="Save">
        {(form) => <TextField label="Email" {...bind(form, 'email')} />}
      </ZodForm>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await act(() => switchLanguage('hi'));
    expect(await screen.findByText('ईमेल आवश्यक है।')).toBeInTheDocument();
  });
});
