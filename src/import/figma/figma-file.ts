import { ValidationError } from '../../errors/validation-error.js';
import type { DraftDesign } from '../draft-design.js';
import { isFrame, readFrame } from './figma-frame.js';
import { isNode, nodes, refuseFigma, str, type FigmaNode } from './figma-node.js';
import type { FigmaImages } from './figma-shapes.js';

/** Bounds of a Figma file, checked on the parsed JSON before any node is read (docs/import.md "Bounds"). */
const MAX_FIGMA_JSON_BYTES = 32 * 1024 * 1024;
const MAX_NODES = 20_000;
const MAX_DEPTH = 64;
const MAX_FRAMES = 20;

/**
 * A Figma file's JSON (`GET /v1/files/:key`) as draft designs, one per top-level frame of every page,
 * or only the frame named `frame` (its name or node id). Runs in a bounded worker (figma-import-task.ts).
 */
export function readFigmaFile(json: Uint8Array, images: FigmaImages, frame?: string): DraftDesign[] {
  const file = parse(json);
  const document = file.document as FigmaNode;
  checkTree(document);
  const pages = nodes(document.children);
  const top = pages.flatMap((p) => nodes(p.children));
  const frames = top.filter(isFrame).filter((f) => frame === undefined || f.name === frame || f.id === frame);
  const named = top.filter(isFrame).map((f) => `"${str(f.name)}"`);
  if (frame !== undefined && frames.length === 0)
    throw ValidationError.of(
      'frame',
      `No top-level frame is named "${frame}"; the file has ${named.slice(0, 10).join(', ') || 'none'}.`,
    );
  if (frames.length === 0) throw refuseFigma('has no top-level frame');
  if (frames.length > MAX_FRAMES)
    throw refuseFigma(`has ${frames.length} top-level frames, more than ${MAX_FRAMES}; name one with the frame field`);
  const drafts = frames.map((f) => readFrame(f, images));
  const loose = top.filter((n) => !isFrame(n)).length;
  if (loose) drafts[0].notes.unshift({ message: `${loose} node(s) outside any top-level frame are not imported.` });
  return drafts;
}

function parse(json: Uint8Array): FigmaNode {
  if (json.byteLength > MAX_FIGMA_JSON_BYTES)
    throw refuseFigma(`is larger than ${MAX_FIGMA_JSON_BYTES / 1024 / 1024} MB of JSON`);
  let file: unknown;
  try {
    file = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    throw refuseFigma('is not JSON (UTF-8)');
  }
  if (!isNode(file) || !isNode(file.document) || file.document.type !== 'DOCUMENT')
    throw refuseFigma('is not the JSON of GET /v1/files/:key (it has no document)');
  return file;
}

/** Every node counted and its depth checked, without recursion (a deep file cannot exhaust the stack). */
function checkTree(document: FigmaNode): void {
  const stack: [FigmaNode, number][] = [[document, 0]];
  let count = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++count > MAX_NODES) throw refuseFigma(`has more than ${MAX_NODES.toLocaleString('en')} nodes`);
    if (depth > MAX_DEPTH) throw refuseFigma(`nests nodes more than ${MAX_DEPTH} deep`);
    for (const child of nodes(node.children)) stack.push([child, depth + 1]);
  }
}
