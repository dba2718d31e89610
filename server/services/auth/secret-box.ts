import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP seeds) are sealed with AES-256-GCM, so a copy of the database or of a
 * backup alone does not give them away. The key comes from ENCRYPTION_KEY, or from JWT_SECRET when that is not
 * set, through HKDF-SHA256 with a purpose label: the token-signing key itself is never used to encrypt.
 */
export function deriveKey(material: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'catalogue-shop', purpose, 32));
}

const VERSION = 'v1';

/**
 * `context` is authenticated but not stored (the owner's user id, say): a sealed value copied onto another row
 * does not open there.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the value was tampered with, sealed under another key or for another context. */
export function open(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || ciphertext === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
