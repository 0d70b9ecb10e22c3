import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The caller's address as throttles count it. req.ip honours TRUST_PROXY only, so a forged
 * X-Forwarded-For from a direct client changes nothing; IPv6 addresses are grouped by their
 * /56 prefix, as one household or host would have.
 */
export const clientAddress = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');
