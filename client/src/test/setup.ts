import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The signed-in screens' English texts, as the signed-in area's routes bring them.
import '../i18n/app-texts';
import '../i18n/server-texts';

// The machine running the tests may be busy: wait generously for what a screen shows.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
