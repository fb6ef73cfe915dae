import { generate } from '@graphql-codegen/cli';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';
import { printedSchema } from '../../src/server/schema.js';
import { ROOT } from '../support/paths.js';

describe('checked-in generated files', () => {
  it('schema.graphql is the printed Pothos schema (run `npm run schema:print`)', async () => {
    expect(await readFile(resolve(ROOT, 'schema.graphql'), 'utf8')).toBe(printedSchema());
  });

  it('the REST adapter typed operations match schema.graphql (run `npm run codegen`)', async () => {
    const files: { filename: string; content: string }[] = await generate(
      { ...config, cwd: ROOT, silent: true },
      false,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(await readFile(resolve(ROOT, f.filename), 'utf8'), f.filename).toBe(f.content);
  });
});
