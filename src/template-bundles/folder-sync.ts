import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { TEMPLATE_FILE } from './template-file-format.js';

/**
 * `snapforge pull` and `snapforge push` (docs/template-files.md): a client of a running server (SNAPFORGE_URL,
 * SNAPFORGE_TOKEN), thin on purpose: the server reads, checks and compares the folder; this moves it as a ZIP.
 */

/** A refusal: the server's words (a 422's message names the file), or a setting missing. */
export class FolderSyncError extends Error {}

interface Change {
  folder: string;
  title: string;
  status: 'added' | 'changed' | 'unchanged';
  changes: string[];
}

function server(env: NodeJS.ProcessEnv) {
  const url = env.SNAPFORGE_URL?.replace(/\/+$/, '');
  const token = env.SNAPFORGE_TOKEN;
  if (!url || !token)
    throw new FolderSyncError('SNAPFORGE_URL (the server) and SNAPFORGE_TOKEN (an API key) must be set.');
  return {
    base: `${url}/api/v1/template-files`,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  };
}

async function refused(res: Response): Promise<FolderSyncError> {
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return new FolderSyncError(`the server refused (HTTP ${res.status}): ${body.message ?? res.statusText}`);
}

/** Writes the server's templates into `dir`: each file the server sends, byte for byte. */
export async function pullFolder(env: NodeJS.ProcessEnv, dir: string): Promise<string> {
  const { base, headers } = server(env);
  const res = await fetch(base, { headers });
  if (!res.ok) throw await refused(res);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const names = Object.keys(files).sort();
  for (const name of names) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), files[name]);
  }
  const templates = names.filter((n) => n.endsWith(`/${TEMPLATE_FILE}`)).length;
  return `pulled ${templates} template${templates === 1 ? '' : 's'} (${names.length} files) into ${dir}`;
}

/** The folder's template files, media and fonts (anything else in it, a README or .git, is not sent). */
async function folderFiles(dir: string): Promise<Zippable> {
  const files: Zippable = {};
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const sub = join(dir, entry.name);
    if (entry.name === 'media' || entry.name === 'fonts') {
      for (const f of await readdir(sub, { withFileTypes: true }))
        if (f.isFile()) files[`${entry.name}/${f.name}`] = [await readFile(join(sub, f.name)), { level: 0 }];
    } else if (await stat(join(sub, TEMPLATE_FILE)).catch(() => null)) {
      files[`${entry.name}/${TEMPLATE_FILE}`] = await readFile(join(sub, TEMPLATE_FILE));
    }
  }
  return files;
}

/** Sends `dir` to the server; what changed (or, with `dryRun`, would), one template a line, in words. */
export async function pushFolder(env: NodeJS.ProcessEnv, dir: string, dryRun: boolean): Promise<string> {
  const { base, headers } = server(env);
  const form = new FormData();
  form.append('file', new Blob([zipSync(await folderFiles(dir))], { type: 'application/zip' }), 'folder.zip');
  const res = await fetch(dryRun ? `${base}?dry_run=true` : base, { method: 'POST', headers, body: form });
  if (!res.ok) throw await refused(res);
  const { data } = (await res.json()) as { data: Change[] };
  const lines = data.map((c) =>
    [`${c.status.padEnd(9)} ${c.folder} ("${c.title}")`, ...c.changes.map((s) => `            ${s}`)].join('\n'),
  );
  const count = (s: Change['status']) => data.filter((c) => c.status === s).length;
  const summary = `${count('added')} added, ${count('changed')} changed, ${count('unchanged')} unchanged`;
  return [...lines, dryRun ? `${summary} (dry run: nothing was stored)` : summary].join('\n');
}
