import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals the secrets the back office stores in the table (the SMTP password, remote judge passwords) with
 * AES-256-GCM under a key derived from the deployment's signing secret, so a table export or backup does not hold
 * them in clear. Rotating the signing secret makes them unreadable: the admin sets them again.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'oj-secret-box', 'stored back-office secrets', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** Throws when the value was not sealed by this deployment's key (or was altered). */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new Error('The stored secret is not in a known format');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new Error("The stored secret cannot be read with this deployment's key (was the signing secret rotated?): set it again");
    }
  }
}
