/**
 * Secrets the server must read back (the LDAP bind password) are stored sealed with AES-256-GCM:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url parts, a fresh 12-byte IV each time. The key is derived
 * (HKDF-SHA256) from DATA_KEY, or else from JWT_SECRET, so a database dump alone reveals nothing;
 * a sealed value opened with another key fails its tag and `open` answers null.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed with another key or is damaged. */
  open(sealed: string): string | null;
}

export function secretBoxOf(config: Pick<Config, 'DATA_KEY' | 'JWT_SECRET'>): SecretBox {
  const material = config.DATA_KEY ?? config.JWT_SECRET;
  const key = Buffer.from(hkdfSync('sha256', material, 'regcomply', 'secret-box v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
