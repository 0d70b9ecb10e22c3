/** The node flags a command line gives the server before scripts/start.mjs, defaults read from env. */
export function startFlagsOf(commandLine: string, env?: Record<string, string | undefined>): string[];
