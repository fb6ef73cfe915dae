import type { OutboundPolicy } from '../net/outbound-policy.js';
import { AssetLoader, AssetError, type AssetLoaderOptions } from './asset-loader.js';
import { RenderError } from './render-error.js';
import { RenderPool } from './render-pool.js';
import { buildScene, imageUrls } from './scene.js';
import type { ImageNode, RenderRequest, RenderResult, SceneAssets } from './types.js';

export interface Renderer {
  render(req: RenderRequest): Promise<RenderResult>;
  close(): Promise<void>;
}

export interface RendererOptions extends Omit<AssetLoaderOptions, 'policy'> {
  policy: OutboundPolicy;
  /** Worker threads. Default: one per core. */
  threads?: number;
}

/**
 * The engine: builds the scene here (cheap), fetches its images concurrently through the outbound
 * policy, then hands scene and image bytes to the worker pool, which lays out, draws and encodes.
 */
export function createRenderer({ threads, ...loaderOptions }: RendererOptions): Renderer {
  const loader = new AssetLoader(loaderOptions);
  const pool = new RenderPool(threads);
  return {
    async render(req) {
      const scene = buildScene(req);
      const assets = await loadAssets(loader, scene.nodes.filter((n): n is ImageNode => n.type === 'image'), imageUrls(scene));
      return pool.run({ scene, assets });
    },
    close: () => pool.close(),
  };
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
