import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const TMP = resolve(ROOT, '.tmp');
export const PGLITE_TEMPLATE = resolve(TMP, 'pglite-template');
export const CLI = resolve(ROOT, 'bin/snapforge.js');
