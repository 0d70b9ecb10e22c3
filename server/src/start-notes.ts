import type { Config } from './core/config';

// What `npm start` tells the person starting the app, in plain lines (not the JSON log): what it
// is using, what is missing that matters for a real school, and the sign-in they need, last.

/** The settings a real school needs and has not given, one line each; `chosenAppUrl` says the school saved one on School Setup. */
export function missingSettings(config: Config, chosenAppUrl = false): string[] {
  const lines: string[] = [];
  if (!config.appUrlSet && !chosenAppUrl) {
    lines.push(
      `APP_URL is not set: links in mails and sign-in letters say ${config.appUrl}, which no one else's phone can open; set it on School Setup or as APP_URL (e.g. APP_URL=https://school.example.org)`,
    );
  }
  if (!config.smtpUrl) {
    lines.push(
      'SMTP_URL is not set: no mail is sent; admins read every message (sign-in links included) on the Outbox screen',
    );
  }
  return lines;
}

/** Where the mail and the SMS go, when they go anywhere. */
export function mailNote(config: Config): string | null {
  const mail = config.smtpUrl ? `Mail is sent through ${new URL(config.smtpUrl).host} from ${config.mailFrom}` : null;
  const sms = config.sms
    ? `SMS is sent over SMPP through ${config.sms.host}:${config.sms.port} as ${config.sms.sender}`
    : null;
  return [mail, sms].filter(Boolean).join('; ') || null;
}

/** Where the request lines go, unless they come to this console anyway (or nowhere). */
export function requestLogNote(config: Config): string | null {
  if (config.requestLog === 'stdout' || config.requestLog === 'off') return null;
  return `Request log: ${config.requestLog} (REQUEST_LOG=stdout to print it here)`;
}

/** What the migrations did, when they did anything. */
export function migrationsNote(applied: string[], expected: number): string | null {
  if (!applied.length) return null;
  if (applied.length === expected) return `Created the database (${applied.length} migrations)`;
  return `Upgraded the database: ${applied.join(', ')}`;
}

/** Lines in a frame of one width, so they stand apart from whatever the terminal holds above. */
export function framed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => [...l].length));
  const row = (l: string) => `│ ${l}${' '.repeat(width - [...l].length)} │`;
  return [`┌${'─'.repeat(width + 2)}┐`, ...lines.map(row), `└${'─'.repeat(width + 2)}┘`].join('\n');
}

/** The first admin's sign-in, shown once: the generated password, or where the chosen one came from. */
export function firstAdminNote(admin: { id: string; generatedPassword?: string }): string {
  if (!admin.generatedPassword)
    return `First admin created with User ID ${admin.id} and the password from INITIAL_ADMIN_PASSWORD.`;
  return (
    '\n' +
    framed([
      'First admin created. Sign in with',
      `  User ID   ${admin.id}`,
      `  Password  ${admin.generatedPassword}`,
      'Shown only this once: keep it somewhere safe.',
      '(Set INITIAL_ADMIN_PASSWORD before the first start to choose it yourself.)',
    ])
  );
}

/** The demo school's logins, framed the same way. */
export function demoLoginsNote(logins: Record<string, { id: string; password: string }>): string {
  return (
    '\n' +
    framed([
      'Demo logins:',
      ...Object.entries(logins).map(([role, l]) => `  ${role.padEnd(8)} ${l.id.padEnd(10)} ${l.password}`),
    ])
  );
}
