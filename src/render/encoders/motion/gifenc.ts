import { createRequire } from 'node:module';
import type * as Gifenc from 'gifenc';

/**
 * gifenc's CommonJS build, in every runner: its package also names an ES build that test runners
 * pick and Node does not, and the two export differently.
 */
export const gifenc = createRequire(import.meta.url)('gifenc') as typeof Gifenc;
export type { Palette } from 'gifenc';
