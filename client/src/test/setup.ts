import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/query-client';
// The signed-in screens' English texts, as the signed-in area's routes bring them.
import '../i18n/app-texts';
import '../i18n/server-texts';

// The machine running the tests may be busy: wait generously for what a screen shows.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one document and one module graph (vitest.config.ts): each test
// leaves the device as a fresh page finds it, with nobody remembered, nothing cached or stubbed,
// at the site's root.
afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});
