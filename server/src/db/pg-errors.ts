// Lets a service turn one specific constraint into a sentence the user can act on; anything
// else goes on to the central translation in http/errors.ts.
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === constraint;
}
