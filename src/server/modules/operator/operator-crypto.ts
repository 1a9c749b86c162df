/**
 * The operator side's small cryptography: random capabilities (setup links, session cookies,
 * CSRF tokens) stored only as SHA-256, constant-time comparison, argon2id passwords, and the
 * TOTP secrets sealed with AES-256-GCM under a key derived from a server secret (MEDIA_SECRET),
 * so a database dump alone does not give the second factor away.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Equal strings, compared over their digests: neither content nor length leaks through timing. */
export function sameSecret(expected: string, presented: string): boolean {
  if (expected === '' || presented === '') return false;
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(presented, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): about 30 ms here, no thread pool strain. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. Without a hash (unknown email, account not set up) a decoy
 * is checked all the same, so the answer takes as long either way.
 */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoy ??= hashPassword(randomToken());
    await argon2.verify(await decoy, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/;

/** Seals and opens TOTP secrets with a 32-byte key. */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the secret box needs a 32-byte key');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    /** The plain text, or undefined when the box was sealed under another key or altered. */
    open(sealed: string): string | undefined {
      const match = SEALED.exec(sealed);
      if (!match) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(match[1] ?? '', 'base64url'));
        decipher.setAuthTag(Buffer.from(match[2] ?? '', 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(match[3] ?? '', 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
