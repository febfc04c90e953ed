import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for a URL or header: 256 random bits, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Only this digest of a secret is stored: a copy of the database hands out no session or link. */
export const secretDigest = (secret: string): string => createHash('sha256').update(secret).digest('hex');
