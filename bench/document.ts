import type { SceneAssets } from '../src/render/base/types.js';
import { buildScene } from '../src/render/index.js';
import type { TemplateDesign } from '../src/design/layers/layer-schema.js';
import { richCard, richVariants } from './rich-card.js';
import { standardCard, standardVariants } from './standard-card.js';
import { ms, percentile } from './stats.js';
import { check } from './targets.js';

const PAGES = 10;
const ROUNDS = 20;

/**
 * A 10-page PDF (the standard and rich cards in turn, each page its own variants) against the same
 * 10 pages rendered as 10 single-page PDFs, on this thread: layout and drawing as a pool worker does
 * them. Target: the document no slower than the sum of the singles (its fonts and the photo are
 * embedded once, not ten times). Also what the same document costs as PDF/A-2b (its output intent
 * and XMP identification): reported, no target.
 */
export async function compareDocument(photoUrl: string, assets: SceneAssets): Promise<void> {
  const { renderDocument, renderScene } = await import('../src/render/backends/render-scene.js');
  const standard = standardCard(photoUrl);
  const rich: TemplateDesign = richCard(photoUrl);
  const scenes = Array.from({ length: PAGES }, (_, i) =>
    buildScene(
      i % 2 === 0
        ? { design: standard, variants: standardVariants(i), format: 'pdf' }
        : { design: rich, variants: richVariants(i), format: 'pdf' },
    ),
  );
  const archival = scenes.map((scene) => ({ ...scene, pdf: { ...scene.pdf, standard: 'PDF/A-2b' as const } }));
  const document: number[] = [];
  const singles: number[] = [];
  const pdfA: number[] = [];
  let documentBytes = 0;
  let pdfABytes = 0;
  let singleBytes = 0;
  // Rounds alternate, so that both see the same machine load; the first of each is a warm-up.
  for (let round = -1; round < ROUNDS; round++) {
    let start = performance.now();
    const doc = await renderDocument(scenes, assets);
    const documentMs = performance.now() - start;
    start = performance.now();
    let bytes = 0;
    for (const scene of scenes) bytes += (await renderScene(scene, assets)).data.length;
    const singlesMs = performance.now() - start;
    start = performance.now();
    const archived = await renderDocument(archival, assets);
    const pdfAMs = performance.now() - start;
    if (round < 0) continue;
    document.push(documentMs);
    singles.push(singlesMs);
    pdfA.push(pdfAMs);
    pdfABytes = archived.data.length;
    documentBytes = doc.data.length;
    singleBytes = bytes;
  }
  for (const list of [document, singles, pdfA]) list.sort((a, b) => a - b);
  const [d, s, a] = [percentile(document, 50), percentile(singles, 50), percentile(pdfA, 50)];
  console.log(
    `\nA ${PAGES}-page PDF against ${PAGES} single-page PDFs of the same pages (one thread, median of ${ROUNDS} rounds):\n`,
  );
  console.log('| render | median (ms) | file |');
  console.log('| --- | --- | --- |');
  console.log(`| one ${PAGES}-page document | ${ms(d)} | ${(documentBytes / 1024).toFixed(0)} KB |`);
  console.log(`| ${PAGES} single-page PDFs, summed | ${ms(s)} | ${(singleBytes / 1024).toFixed(0)} KB |`);
  console.log(`| one ${PAGES}-page document, PDF/A-2b | ${ms(a)} | ${(pdfABytes / 1024).toFixed(0)} KB |`);
  console.log(
    `\nDocument / sum of singles: ${(d / s).toFixed(2)} (≤ 1, ${check(`${PAGES}-page PDF / ${PAGES} single-page PDFs, time`, d / s, { atMost: 1 })}).`,
  );
  console.log(`PDF/A-2b document / document: ${(a / d).toFixed(2)}.`);
}
