import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';

// Issue 40, "functions a person can hold": no hand-written function over 100 lines and no source file over
// 400 lines in the server, the REST adapter or the Studio. Data is excepted (the starter designs are a list of
// templates), as are generated files and tests.
const MAX_FUNCTION_LINES = 100;
const MAX_FILE_LINES = 400;
const DATA = new Set(['src/templates/starters/starter-list.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Each function (declaration, method, arrow, expression) of `text` longer than `max` lines: `name (lines)`. */
function longFunctions(path: string, text: string, max: number): string[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
      const lines = line(node.end) - line(node.getStart()) + 1;
      const named = node.name ?? (node.parent as { name?: ts.Node }).name;
      if (lines > max)
        found.push(`${path}:${line(node.getStart()) + 1} ${named?.getText() ?? '(anonymous)'} (${lines})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('sizes a person can hold', () => {
  const files = ['src', 'rest-adapter', 'studio/src'].flatMap(sourceFiles).filter((f) => !DATA.has(f));

  it(`no source file over ${MAX_FILE_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(300);
    const long = files.flatMap((f) => {
      const lines = readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1;
      return lines > MAX_FILE_LINES ? [`${relative('.', f)} (${lines})`] : [];
    });
    expect(long).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(files.flatMap((f) => longFunctions(f, readFileSync(join(ROOT, f), 'utf8'), MAX_FUNCTION_LINES))).toEqual([]);
  });

  it('finds a long function wherever it is written', () => {
    const body = Array.from({ length: 4 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const text = [
      `function declared() {\n${body}\n}`,
      `class C { method() {\n${body}\n} }`,
      `const arrow = () => {\n${body}\n};`,
      `const short = () => 1;`,
    ].join('\n');
    expect(longFunctions('x.ts', text, 5)).toEqual(['x.ts:1 declared (6)', 'x.ts:7 method (6)', 'x.ts:13 arrow (6)']);
  });
});
