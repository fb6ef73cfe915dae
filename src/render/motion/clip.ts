import { ANIMATED_PROPERTIES, type LayerMotion } from '../../design/animation/animation-schema.js';
import { isAnimated, layerTracks, mapTrack, type LayerTracks } from '../../design/animation/timeline.js';
import type { TemplateDesign } from '../../design/layers/layer-schema.js';
import { TRANSPARENT } from '../base/colour.js';
import { parseColour } from '../base/colour-parser.js';
import { parsePaint } from '../base/gradient-parser.js';
import type { Scene } from '../base/types.js';

/**
 * A scene and the motion of its moving nodes: what every frame of a clip is drawn from. Built once
 * on the calling thread (keyframe colours and fills parsed with the engine's own parsers, presets
 * expanded from each node's values after variants), then handed to the render threads as plain data.
 */

export interface NodeMotion {
  /** The node's place in the clip's scene. */
  index: number;
  /** Each animated property's keyframes, values parsed: numbers, colours (Rgba) and fills (Paint). */
  tracks: LayerTracks<unknown>;
  /** A text node's grapheme clusters, as where each ends in its text: `visible_characters` counts them. */
  graphemeEnds: number[] | null;
  /** The layer's highlight and outline geometry, for a keyframed colour where the layer itself draws none. */
  highlight: { padding: number; radius: number };
  strokeWidth: number;
}

export interface Clip {
  scene: Scene;
  motions: NodeMotion[];
  durationMs: number;
}

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

function graphemeEnds(text: string): number[] {
  return [...segmenter.segment(text)].map((s) => s.index + s.segment.length);
}

const PARSE = {
  number: (v: unknown) => v,
  colour: (v: unknown) => parseColour(v, TRANSPARENT),
  paint: (v: unknown) => parsePaint(v, TRANSPARENT),
};

/** The clip of an animated design's scene (buildScene kept its moving layers wherever they start). */
export function buildClip(scene: Scene, design: TemplateDesign): Clip {
  const durationMs = design.animation!.duration;
  const layers = new Map(design.layers.map((l) => [l.layer, l as LayerMotion & Record<string, unknown>]));
  const motions: NodeMotion[] = [];
  scene.nodes.forEach((node, index) => {
    const layer = layers.get(node.layer);
    if (!layer || !isAnimated(layer)) return;
    const ends = node.type === 'text' ? graphemeEnds(node.text) : null;
    const base = { ...node, characters: ends?.length ?? 0, canvas: { width: scene.width, height: scene.height } };
    const raw = layerTracks(layer, base, durationMs);
    const tracks = Object.fromEntries(
      Object.entries(raw).map(([p, track]) => [p, mapTrack(track, PARSE[ANIMATED_PROPERTIES[p as 'x']])]),
    );
    motions.push({
      index,
      tracks,
      graphemeEnds: ends,
      highlight: { padding: num(layer.background_padding), radius: num(layer.background_radius) },
      strokeWidth: num(layer.stroke_width),
    });
  });
  return { scene, motions, durationMs };
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
