// Plain structured lines on stdout/stderr; quiet in tests unless LOG_IN_TESTS is set.
const quiet = process.env.NODE_ENV === 'test' && !process.env.LOG_IN_TESTS;

export const log = {
  info(message: string, extra?: Record<string, unknown>): void {
    if (!quiet) console.log(extra ? `${message} ${JSON.stringify(extra)}` : message);
  },
  error(message: string, extra?: Record<string, unknown>): void {
    if (!quiet) console.error(extra ? `${message} ${JSON.stringify(extra)}` : message);
  },
};
