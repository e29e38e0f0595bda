import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** AES-256-GCM for personal data at rest (SSN, bank accounts, health answers). Format: v1.iv.tag.ciphertext */
export type Cipher = { encrypt(plain: string): string; decrypt(sealed: string): string };

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes (base64 in DATA_KEY).');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unreadable sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** Where demo mode keeps the data key it generated: in the data folder, beside the embedded database. */
export const dataKeyFile = (dataDir: string) => join(dataDir, 'data.key');

/** DATA_KEY when configured; in demo mode a key generated once into the data folder. */
export function loadDataKey(options: { dataKey?: string; demoMode: boolean; dataDir: string }): Buffer {
  if (options.dataKey) return Buffer.from(options.dataKey, 'base64');
  if (!options.demoMode) throw new Error('DATA_KEY is required outside demo mode (32 random bytes, base64).');
  const file = dataKeyFile(options.dataDir);
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
