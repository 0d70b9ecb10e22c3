import { afterAll, vi } from 'vitest';

// Run before each server test file. A worker runs its files one after another in one module graph
// (vitest.config.ts, isolate: false), so a spy a file leaves in place (a fixed "today" on the
// calendar) would reach the next file: each file's spies go when the file ends.
afterAll(() => {
  vi.restoreAllMocks();
});
