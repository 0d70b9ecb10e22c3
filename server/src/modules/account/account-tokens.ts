import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../core/errors';
import { newLetterCode, typedCode } from './letter-code';
import { type NewToken, type TokenPurpose, type TokenRow, tokensRepo } from './tokens.repo';
import type { ServerKey } from '@contracts/i18n/keys';
import { msg, ref } from '@contracts/i18n/packed-text';

const HOUR = 3_600_000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  claim: 24 * HOUR,
  reset: 24 * HOUR,
  setup: 14 * 24 * HOUR,
};

// A letter's code is hashed in its one spelling (upper case, no spaces), so any typing of it finds it.
const hashOf = (token: string) =>
  createHash('sha256')
    .update(typedCode(token) ?? token, 'utf8')
    .digest();

/**
 * Issues a one-time token and stores only its SHA-256: a mailed link's 256 random bits
 * (base64url), or a printed letter's short code (`form: 'code'`, see letter-code.ts). Call inside
 * the transaction that also queues the mail or prints the letter carrying it.
 */
export async function issueToken(
  t: Omit<NewToken, 'hash' | 'ttlMs'>,
  form: 'link' | 'code' = 'link',
): Promise<{ token: string; expiresAt: Date }> {
  const token = form === 'code' ? newLetterCode() : randomBytes(32).toString('base64url');
  await tokensRepo.lockLogin(t.loginId);
  await tokensRepo.insert({ ...t, hash: hashOf(token), ttlMs: TOKEN_LIFETIME_MS[t.purpose] });
  return { token, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[t.purpose]) };
}

/** A typable code each for these logins (a class's letters), each replacing that login's open one of the purpose. */
export async function issueCodes(purpose: TokenPurpose, loginIds: string[]): Promise<string[]> {
  const codes = loginIds.map(() => newLetterCode());
  await tokensRepo.insertMany(
    purpose,
    loginIds.map((loginId, i) => ({ loginId, hash: hashOf(codes[i]) })),
    TOKEN_LIFETIME_MS[purpose],
  );
  return codes;
}

/** What to do for a new one, said after every refusal. */
const ASK_AGAIN = {
  claim: 'token.askClaim',
  reset: 'token.askReset',
  setup: 'token.askSetup',
} as const satisfies Record<TokenPurpose, ServerKey>;

/**
 * Takes a token for one of `purposes`, locked until the transaction ends, or refuses it with
 * 400 and a message saying why. The caller marks it used in the same transaction.
 */
export async function redeemToken(token: string, purposes: readonly TokenPurpose[]): Promise<TokenRow> {
  const row = await tokensRepo.findForUpdate(hashOf(token));
  const refuse = (why: ServerKey, purpose: TokenPurpose = purposes[0]) =>
    new AppError(400, msg('token.refused', { why: ref(why), ask: ref(ASK_AGAIN[purpose]) }), {
      fields: { token: msg(why) },
    });
  if (!row || !purposes.includes(row.purpose)) throw refuse('token.invalid');
  if (row.used_at) throw refuse('token.used', row.purpose);
  if (row.superseded_at && row.void_reason === 'contact-changed') throw refuse('token.contactChanged', row.purpose);
  if (row.superseded_at) throw refuse('token.replaced', row.purpose);
  if (row.expired) throw refuse('token.expired', row.purpose);
  return row;
}
