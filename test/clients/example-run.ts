import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** The README's first block in `language`, as a reader would copy it. */
export async function readmeExample(readmePath: string, language: string) {
  return readmeExampleOf(await readFile(readmePath, 'utf8'), language);
}

/** The first block in `language` of some Markdown. */
export function readmeExampleOf(markdown: string, language: string) {
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(markdown);
  expect(block).not.toBeNull();
  return block![1];
}

/**
 * What every SDK's README example prints, checked against the server: `snap <id> completed <n> bytes` (the PNG
 * it saved at `pngPath`), `batch <status>: <done>/3` lines ending completed, three `item` lines, then
 * `refused 422 <the API's message>`.
 */
export async function expectExampleRun(stdout: string, pngPath: string, t: TestApp, token: string) {
  const lines = stdout.trim().split('\n');

  const [, snapId, status, bytes] = /^snap (\S+) (\S+) (\d+) bytes$/.exec(lines[0]) ?? [];
  expect(status).toBe('completed');
  const png = await readFile(pngPath);
  expect(png.length).toBe(Number(bytes));
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 300]);
  const stored = await t.request('GET', `/api/v1/snaps/${snapId}`, { token });
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({ id: snapId, media_url: expect.stringMatching(/\.png$/) });

  const progress = lines.filter((l) => l.startsWith('batch '));
  expect(progress.at(-1)).toBe('batch completed: 3/3');
  for (const line of progress) expect(line).toMatch(/^batch (pending|processing|completed): [0-3]\/3$/);
  const items = lines.filter((l) => l.startsWith('item '));
  expect(items).toHaveLength(3);
  for (const item of items) expect(item).toMatch(/^item completed http\S+\.png$/);

  const direct = await t.request('POST', '/api/v1/snaps', {
    token,
    body: { template_id: stored.body.template_id, variants: [{ layer: 'title', color: 'not-a-colour' }] },
  });
  expect(direct.status).toBe(422);
  expect(lines.at(-1)).toBe(`refused 422 ${direct.body.message}`);
}
