import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The checkout's top folder (the one with package.json), whether this runs from src/ or its compiled copy in dist/. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
