import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { setImmediate as nextTurn } from 'node:timers/promises';
import vm from 'node:vm';
import { RenderError } from '../base/render-error.js';
import { renderDocument, renderScene } from '../backends/render-scene.js';
import type { RenderResult, Scene, SceneAssets } from '../base/types.js';
import { runMotionTask, type MotionOutput, type MotionTask } from '../motion/motion-task.js';

/** One scene, a multi-page PDF's scenes (`pages`, one document), or a clip's frames or palette (`motion`). */
export type RenderTask =
  { scene: Scene; assets: SceneAssets } | { pages: Scene[]; assets: SceneAssets } | { motion: MotionTask };

/** A task as the pool posts it: numbered, so the thread can say when it starts it. */
export type PostedTask = RenderTask & { id: number };

/** Told to the pool (piscina's `message` event) as a task starts: its time limit counts from here. */
export interface RenderStarted {
  renderStarted: number;
}

/** Errors lose their class crossing threads, so a RenderError travels as data. */
export type RenderOutcome =
  { ok: RenderResult } | { motion: MotionOutput } | { error: { message: string; layer?: string } };

/**
 * A young-generation collection after every task. A raster render reads its pixels back into a
 * 3 MB native buffer that V8 does not count, so V8 sees no reason to collect it; left alone, each
 * worker kept ~50 MB of them alive and paid page faults for fresh memory on every render. At the
 * end of a task everything it made is garbage, so the collection is quick (well under 1 ms).
 */
v8.setFlagsFromString('--expose-gc');
const collectYoungGeneration = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;

export default async function renderTask(task: PostedTask): Promise<RenderOutcome> {
  // Not before: a task waits in the thread while the other task it holds draws (render-thread.ts).
  parentPort!.postMessage({ renderStarted: task.id } satisfies RenderStarted);
  // Native buffers are freed by finalizers that run in a turn of the event loop after the
  // collection. A render that never awaits the encoder (a JPEG whose bands all come from a kept
  // prefix) let the next task start without one: 3 MB leaked per render until this turn was taken.
  await nextTurn();
  try {
    if ('motion' in task) return { motion: await runMotionTask(task.motion) };
    return {
      ok: 'pages' in task ? await renderDocument(task.pages, task.assets) : await renderScene(task.scene, task.assets),
    };
  } catch (err) {
    if (err instanceof RenderError) return { error: { message: err.message, layer: err.layer } };
    throw err;
  } finally {
    collectYoungGeneration({ type: 'minor' });
  }
}
