import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
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

// The sign-in page fetches the signed-in area's code while the form waits. A fetch still under
// way when a file's environment ends stays failed in the module graph the worker's next files
// share ("after the environment was torn down"), so each file ends once that code is here.
afterAll(async () => {
  const [{ firstPageArea }, { runAll }] = await Promise.all([import('../app/first-page'), import('../lib/idle-steps')]);
  await runAll(firstPageArea.warmSteps());
});
