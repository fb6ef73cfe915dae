// `npm run bench -- import` (issue 44): what a PSD import costs. A 30-layer PSD of about 5 MB
// (1200x630, 30 pixel layers of noise that RLE cannot shrink, one text layer, two groups), written
// with ag-psd, read as an import reads it (header bounds, ag-psd in its bounded worker with every RLE
// stream checked, masks applied) and each layer encoded to PNG as it is stored; the database and
// storage writes are left out. Run from the compiled dist/ (built first), as `snapforge serve` runs: its
// worker thread then loads JavaScript, not TypeScript through tsx. CPU of the whole process (the worker thread included), median of rounds;
// target: under 1 s.
import { initializeCanvas, writePsdBuffer, type Layer } from 'ag-psd';
import { execFileSync } from 'node:child_process';
import type { checkedImage as CheckedImage } from '../src/import/pending-image.js';
import type { importPsd as ImportPsd } from '../src/import/psd-importer.js';
import { cpuMs, ms, percentile } from './stats.js';
import { check } from './targets.js';

const ROUNDS = 5;

initializeCanvas(
  () => {
    throw new Error('no canvas');
  },
  (width, height) =>
    ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
);

function noise(width: number, height: number, seed: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  let x = seed * 2654435761;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = i % 4 === 3 ? 255 : x >>> 24;
  }
  return { width, height, data };
}

function thirtyLayerPsd(): Buffer {
  const layer = (i: number): Layer => {
    const [w, h] = [300, 190];
    const left = (i * 37) % (1200 - w);
    const top = (i * 53) % (630 - h);
    return {
      name: `layer ${i + 1}`,
      left,
      top,
      right: left + w,
      bottom: top + h,
      imageData: noise(w, h, i + 1),
      opacity: i % 3 ? 1 : 0.8,
    };
  };
  const layers = Array.from({ length: 30 }, (_, i) => layer(i));
  return writePsdBuffer({
    width: 1200,
    height: 630,
    children: [
      { name: 'back', children: layers.slice(0, 15) },
      { name: 'front', opacity: 0.9, children: layers.slice(15) },
      {
        name: 'title',
        text: {
          text: 'Imported',
          transform: [1, 0, 0, 1, 40, 580],
          style: { font: { name: 'Inter-Bold' }, fontSize: 48, fillColor: { r: 0, g: 0, b: 0 } },
        },
      },
    ],
  });
}

/** The import's modules as the server loads them: compiled, in dist/. */
async function compiled() {
  execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'ignore' });
  const dist = (path: string) => import(new URL(`../dist/src/import/${path}`, import.meta.url).href);
  const [{ importPsd }, { checkedImage }] = await Promise.all([dist('psd-importer.js'), dist('pending-image.js')]);
  return { importPsd: importPsd as typeof ImportPsd, checkedImage: checkedImage as typeof CheckedImage };
}

export async function run(): Promise<void> {
  const { importPsd, checkedImage } = await compiled();
  const psd = thirtyLayerPsd();
  const once = async () => {
    // The bytes move to the worker: each import gets its own copy, as each upload does.
    const draft = await importPsd(new Uint8Array(psd), 'bench.psd');
    await Promise.all(draft.layers.flatMap((l) => (l.image ? [checkedImage(l.image)] : [])));
    return draft.layers.length;
  };
  const layers = await once();
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) cpu.push(await cpuMs(once));
  const median = percentile(
    [...cpu].sort((a, b) => a - b),
    50,
  );
  console.log('| PSD | layers made | CPU per import, ms (median of 5) | target |');
  console.log('| --- | --- | --- | --- |');
  console.log(
    `| ${(psd.length / 1024 / 1024).toFixed(1)} MB, 30 pixel layers + text | ${layers} | ${ms(median)} | ${check('PSD import, 30 layers ~5 MB: CPU ms', median, { atMost: 1000 })} |`,
  );
}
