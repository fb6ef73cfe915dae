import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key certificates are sealed with: CERTIFICATE_KEY when set, else derived from the server's own
 * secret (APP_KEY or DATA_DIR/app.key); HKDF keeps it apart from the form-URL signatures that secret makes.
 * Every process that signs must share it; a changed key makes the stored certificates unreadable (upload them again).
 */
export function certificateSealKey(certificateKey: string | undefined, appKey: Buffer): Buffer {
  const secret = certificateKey ? Buffer.from(certificateKey) : appKey;
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'snapforge signing certificates', 32));
}

/** AES-256-GCM: iv, tag, then the ciphertext, in one buffer (the row's `sealed` column). */
export function seal(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The sealed bytes opened; throws when the key is not the one that sealed them (or they were changed). */
export function unseal(key: Buffer, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
