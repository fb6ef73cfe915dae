import type { OutboundPolicy } from '../../net/outbound-policy.js';
import { AssetLoader, AssetError, type AssetLoaderOptions } from './asset-loader.js';
import { RenderError } from '../base/render-error.js';
import { RenderPool } from './render-pool.js';
import type { AccountFamilies } from '../fonts/fonts.js';
import { checkEffectsBudget } from '../scene/effects-budget.js';
import { buildScene, imageUrls, mayUseUploadedFonts } from '../scene/scene.js';
import type { ImageNode, RenderRequest, RenderResult, Scene, SceneAssets } from '../base/types.js';
import { availableParallelism } from 'node:os';
import { DEFAULT_FPS, posterTime } from '../../design/animation/frame-times.js';
import { buildClip } from '../motion/clip.js';
import { sceneAt } from '../motion/scene-at.js';
import { renderMotion, type MotionRequest, type MotionResult } from './motion-renderer.js';

export interface Renderer {
  /** A still; of an animated design, the frame at `frameAt` (default: the last frame, posterTime). */
  render(req: RenderRequest): Promise<RenderResult>;
  /** An animated design as a GIF, APNG, WebP or MP4, drawn frame by frame in the pool (motion-renderer.ts). */
  renderMotion(req: MotionRequest): Promise<MotionResult>;
  /** One PDF of several requests (format pdf), a page each in order; a RenderError names its page (from 1). */
  renderDocument(pages: readonly RenderRequest[]): Promise<RenderResult>;
  close(): Promise<void>;
}

/** An account's uploaded font families, with their bytes (src/fonts/ keeps them). */
export interface AccountFontSource {
  families(accountId: number): Promise<AccountFamilies>;
}

export interface RendererOptions extends Omit<AssetLoaderOptions, 'policy'> {
  policy: OutboundPolicy;
  /** Uploaded fonts; without it, renders use bundled families only. */
  fonts?: AccountFontSource;
  /** Worker threads. Default: one per core. */
  threads?: number;
  /** A thread beyond the first is given back after this long without a task; unset, threads stay. */
  threadIdleMs?: number;
  /** A render still running this long after it got its thread is stopped (render-pool.ts); unset, none is. */
  timeLimitMs?: number;
}

/** What the pool's own renderer tells besides rendering: its threads, and the renders waiting for one. */
export interface RenderPoolState {
  threadsRunning(): number;
  waiting(): { renders: number; longestMs: number };
}

/**
 * The engine: builds the scene here (cheap), fetches its images concurrently through the outbound
 * policy, then hands scene and image bytes to the worker pool, which lays out, draws and encodes.
 */
export function createRenderer({
  threads,
  threadIdleMs,
  timeLimitMs,
  fonts,
  ...loaderOptions
}: RendererOptions): Renderer & RenderPoolState {
  const loader = new AssetLoader(loaderOptions);
  const pool = new RenderPool({ threads, idleMs: threadIdleMs, timeLimitMs });
  const sceneOf = async (req: RenderRequest) => {
    const uploaded =
      fonts && req.accountId !== undefined && mayUseUploadedFonts(req)
        ? await fonts.families(req.accountId)
        : undefined;
    return stillOf(buildScene(req, uploaded), req);
  };
  // The images, and then what their effects will cost checked before anything is drawn.
  const assetsOf = async (scene: Scene) => {
    const assets = await loadAssets(
      loader,
      scene.nodes.filter((n): n is ImageNode => n.type === 'image'),
      imageUrls(scene),
    );
    checkEffectsBudget(scene, assets);
    return assets;
  };
  return {
    async render(req) {
      const scene = await sceneOf(req);
      return pool.run({ scene, assets: await assetsOf(scene) }, req.accountId);
    },
    renderMotion: (req) =>
      renderMotion(
        pool,
        threads ?? availableParallelism(),
        async (r) => {
          const uploaded =
            fonts && r.accountId !== undefined && mayUseUploadedFonts(r)
              ? await fonts.families(r.accountId)
              : undefined;
          const scene = buildScene(r, uploaded);
          return { scene, assets: await assetsOf(scene) };
        },
        req,
      ),
    async renderDocument(requests) {
      // Each page's scene and images; an image several pages show is fetched once (the loader's cache).
      const pages = await Promise.all(
        requests.map(async (req, i) => {
          try {
            const scene = await sceneOf(req);
            return { scene, assets: await assetsOf(scene) };
          } catch (e) {
            throw RenderError.onPage(i + 1, e);
          }
        }),
      );
      return pool.run(
        {
          pages: pages.map((p) => p.scene),
          assets: Object.assign({}, ...pages.map((p) => p.assets)) as SceneAssets,
        },
        requests[0]?.accountId,
      );
    },
    threadsRunning: () => pool.threadsRunning(),
    waiting: () => pool.waiting(),
    close: () => pool.close(),
  };
}

/**
 * A still of an animated design shows one instant of it: `frameAt` (clamped to the clip), else the
 * last frame at the template's rate (or 30 fps). A still design's scene is left as it is.
 */
function stillOf(scene: Scene, req: RenderRequest): Scene {
  const animation = req.design.animation;
  if (!animation) return scene;
  const t = req.frameAt ?? posterTime(animation.duration, animation.fps ?? DEFAULT_FPS.mp4);
  return sceneAt(buildClip(scene, req.design), Math.min(animation.duration, Math.max(0, t))).scene;
}

async function loadAssets(loader: AssetLoader, images: ImageNode[], urls: string[]): Promise<SceneAssets> {
  const loaded = await Promise.all(
    urls.map((url) =>
      loader.load(url).catch((err: unknown) => {
        if (!(err instanceof AssetError)) throw err;
        // The reason names the first layer using the URL: the one a person will look for.
        const layer = images.find((n) => n.url === url)!.layer;
        throw RenderError.inLayer(layer, `the image at ${url} could not be used: ${err.message}.`, { cause: err });
      }),
    ),
  );
  return Object.fromEntries(loaded.map((a) => [a.url, a]));
}
