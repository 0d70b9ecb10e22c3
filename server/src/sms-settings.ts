import { OUTBOX_KINDS } from '@contracts/outbox';
import { ConfigError, type SmsSettings } from './core/config';

const TEMPLATE = /^SMS_TEMPLATE_(.+)$/;
// DLT IDs are long numbers; a provider outside India may use names. Nothing that needs quoting.
const ID = /^[A-Za-z0-9._-]{1,64}$/;
const envName = (kind: string) => `SMS_TEMPLATE_${kind.toUpperCase().replace(/-/g, '_')}`;
const KIND_OF_ENV = new Map<string, string>(OUTBOX_KINDS.map((k) => [envName(k), k]));

export const DEFAULT_WINDOW = 10;

const bad = (name: string, why: string) => new ConfigError(`Invalid configuration: ${name}: ${why}`);

/**
 * SMS_SMPP_URL (smpp://system_id:password@host:port), SMS_SENDER, SMS_TEMPLATE_<KIND> for each
 * kind of message (e.g. SMS_TEMPLATE_CLAIM_LINK), SMS_DLT_ENTITY_ID, SMS_COUNTRY_CODE and SMS_WINDOW. A
 * template setting for a kind that does not exist is refused: a misspelt one would quietly send
 * that kind without its template, which an Indian operator drops.
 */
export function smsSettings(env: Record<string, string | undefined>): SmsSettings | undefined {
  const templates: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (!TEMPLATE.test(name) || !value) continue;
    const kind = KIND_OF_ENV.get(name);
    if (!kind) throw bad(name, `no such kind of message; the kinds are ${[...KIND_OF_ENV.keys()].join(', ')}`);
    if (!ID.test(value.trim()))
      throw bad(name, 'must be the template ID the provider registered (letters, digits, . _ -)');
    templates[kind] = value.trim();
  }
  const raw = env.SMS_SMPP_URL;
  if (!raw) {
    if (env.SMS_SENDER || Object.keys(templates).length)
      throw bad('SMS_SMPP_URL', 'required when SMS_SENDER or an SMS_TEMPLATE_ setting is set');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad('SMS_SMPP_URL', 'must be an smpp://system_id:password@host:port URL');
  }
  if (url.protocol !== 'smpp:' || !url.hostname || !url.username)
    throw bad('SMS_SMPP_URL', 'must be an smpp://system_id:password@host:port URL');
  const sender = env.SMS_SENDER?.trim();
  if (!sender || !/^[A-Za-z0-9 +]{1,20}$/.test(sender))
    throw bad(
      'SMS_SENDER',
      'required with SMS_SMPP_URL: the sender ID the provider registered (letters and digits, at most 20)',
    );
  const countryCode = env.SMS_COUNTRY_CODE?.trim() || '91';
  if (!/^[1-9][0-9]{0,3}$/.test(countryCode))
    throw bad('SMS_COUNTRY_CODE', 'must be a country calling code without + (e.g. 91)');
  const entityId = env.SMS_DLT_ENTITY_ID?.trim() || undefined;
  if (entityId && !ID.test(entityId))
    throw bad('SMS_DLT_ENTITY_ID', 'must be the entity ID the DLT platform registered');
  // Providers allow a window of unanswered submissions per session, commonly 10; one at a time
  // waits a round trip per message (issue 32's 1,000 SMS took 34 s that way on a busy machine).
  const window = Number(env.SMS_WINDOW?.trim() || DEFAULT_WINDOW);
  if (!Number.isInteger(window) || window < 1 || window > 100)
    throw bad('SMS_WINDOW', 'must be a whole number from 1 to 100 (the SMSC’s window of unanswered messages)');
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 2775,
    systemId: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    sender,
    templates,
    entityId,
    countryCode,
    window,
  };
}
