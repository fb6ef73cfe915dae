import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';

const APP_KEY_FILE = 'app.key';
const MIN_LENGTH = 32;

/**
 * The server's signing key: APP_KEY, or else the key in DATA_DIR/app.key, generated there (mode
 * 0600) by the first process that needs it. Every process that signs or checks form URLs must
 * share it: in scaled mode set APP_KEY, or keep DATA_DIR on the shared volume stored files need.
 */
export async function loadAppKey(config: Pick<Config, 'APP_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.APP_KEY) return Buffer.from(config.APP_KEY);
  const path = join(config.DATA_DIR, APP_KEY_FILE);
  const existing = await readKey(path);
  if (existing) return existing;
  await mkdir(config.DATA_DIR, { recursive: true });
  // Written aside, then linked into place: no reader sees half a key, and when two processes
  // start at once the link fails for the second, which then reads the first one's key.
  const partial = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(partial, path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    await unlink(partial);
  }
  return (await readKey(path))!;
}

async function readKey(path: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  // The file holds what APP_KEY would: copying it into APP_KEY keeps every signed URL valid.
  const key = text.trim();
  if (key.length < MIN_LENGTH)
    throw new Error(
      `${path} holds no usable key (fewer than ${MIN_LENGTH} characters): delete it to generate a new one.`,
    );
  return Buffer.from(key);
}
