/**
 * The node flags a command line gives the server before `scripts/start.mjs` (package.json's start
 * scripts, the README's systemd unit), each `${NAME:-default}` in them read from `env`: the
 * benchmark starts the compiled server with them, and a test holds the README to them.
 */
export function startFlagsOf(commandLine, env = {}) {
  const flags = /node (.*?) ?scripts\/start\.mjs/.exec(commandLine)?.[1] ?? '';
  return flags
    .split(' ')
    .filter(Boolean)
    .map((flag) => flag.replace(/\$\{(\w+):-([^}]*)\}/g, (_m, name, fallback) => env[name] || fallback));
}
