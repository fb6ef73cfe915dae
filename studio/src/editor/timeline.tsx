import { PRESET_NAMES } from '../../../src/design/layers/layer-choices.js';
import { Button, IconButton } from '../ui/button';
import { Input } from '../ui/field';
import { Pause, Play, Plus, Trash2 } from '../ui/icons';
import { Select } from '../ui/select';
import type { Layer } from './design';
import { DEFAULT_ANIMATION, EASINGS, keyframesOf, timeMs, withAnimation, withKeyframeAt } from './timeline-model';
import type { Layers } from './use-layers';
import type { Playhead } from './use-playhead';

interface Props {
  ed: Layers;
  playhead: Playhead;
  readOnly: boolean;
}

/**
 * The timeline under the canvas (docs/studio.md "The timeline"): play, pause and scrub the playhead
 * (the canvas shows the server's frame at it), the animation's duration, fps and loop, and the
 * selected layer's keyframes and presets. A still design shows "Animate" instead.
 */
export function Timeline({ ed, playhead, readOnly }: Props) {
  const { design } = ed;
  const animation = design.animation;
  if (!animation)
    return (
      <section class="timeline still" aria-label="Timeline">
        <p class="hint">A still design. Animate it to render GIF, APNG, WebP and MP4 clips.</p>
        <Button size="sm" disabled={readOnly} onClick={() => ed.change(withAnimation(design, DEFAULT_ANIMATION))}>
          Animate
        </Button>
      </section>
    );
  const { at, playing, setPlaying, seek } = playhead;
  const selected = ed.selection.length === 1 ? ed.selection[0] : undefined;
  return (
    <section class="timeline" aria-label="Timeline">
      <div class="timeline-row">
        <IconButton
          label={playing ? 'Pause' : 'Play'}
          aria-pressed={playing}
          onClick={() => setPlaying(!playing)}
          icon={playing ? <Pause size={16} /> : <Play size={16} />}
        />
        <label class="timeline-scrub">
          <span class="visually-hidden">Playhead (ms)</span>
          <input
            type="range"
            min={0}
            max={animation.duration}
            step={1}
            value={at}
            onInput={(e) => seek(Number((e.target as HTMLInputElement).value))}
          />
        </label>
        <output class="timeline-at" aria-live="off">
          {at} ms
        </output>
      </div>
      <AnimationSettings ed={ed} readOnly={readOnly} />
      {selected !== undefined && (
        <LayerTrack ed={ed} index={selected} at={at} seek={seek} readOnly={readOnly} duration={animation.duration} />
      )}
    </section>
  );
}

/** Duration, frames a second and plays: each an undo step, merged while typed. */
function AnimationSettings({ ed, readOnly }: { ed: Layers; readOnly: boolean }) {
  const { design } = ed;
  const a = design.animation!;
  const set = (patch: Partial<typeof a>, key: string) => ed.change(withAnimation(design, patch), `animation.${key}`);
  const num = (e: Event) => Number((e.target as HTMLInputElement).value);
  return (
    <div class="timeline-row timeline-settings">
      <label>
        Duration (ms)
        <Input
          type="number"
          min={1}
          max={60000}
          value={a.duration}
          disabled={readOnly}
          onInput={(e) => set({ duration: num(e) }, 'duration')}
        />
      </label>
      <label>
        Frames a second
        <Input
          type="number"
          min={1}
          max={60}
          value={a.fps ?? ''}
          disabled={readOnly}
          onInput={(e) => set({ fps: num(e) || undefined }, 'fps')}
        />
      </label>
      <label>
        Plays (empty: forever)
        <Input
          type="number"
          min={1}
          max={1000}
          value={a.loop === 'forever' || a.loop === undefined ? '' : a.loop}
          disabled={readOnly}
          onInput={(e) => set({ loop: num(e) || 'forever' }, 'loop')}
        />
      </label>
    </div>
  );
}

const presetOptions = (l: Layer) => [
  { value: '', label: 'None' },
  ...PRESET_NAMES.filter((p) => p !== 'typewriter' || l.type === 'text').map((p) => ({ value: p, label: p })),
];

interface TrackProps {
  ed: Layers;
  index: number;
  at: number;
  duration: number;
  seek(t: number): void;
  readOnly: boolean;
}

/** The selected layer's keyframes on its track, each with its easing, and its entrance and exit presets. */
function LayerTrack({ ed, index, at, duration, seek, readOnly }: TrackProps) {
  const layer = ed.design.layers[index];
  const keyframes = keyframesOf(layer);
  const setKeyframes = (next: typeof keyframes) => ed.updateLayer(index, { keyframes: next.length ? next : undefined });
  const preset = (which: 'entrance' | 'exit') => (
    <span class="timeline-field">
      {which === 'entrance' ? 'Entrance' : 'Exit'}
      <Select
        label={`${which === 'entrance' ? 'Entrance' : 'Exit'} preset of ${layer.layer}`}
        value={((layer[which] as { preset?: string } | undefined)?.preset ?? '') as string}
        options={presetOptions(layer)}
        disabled={readOnly}
        onChange={(p) => ed.updateLayer(index, { [which]: p ? { preset: p } : undefined })}
        size="sm"
      />
    </span>
  );
  return (
    <div class="timeline-track" aria-label={`Motion of ${layer.layer}`} role="group">
      <div class="timeline-row">
        <strong>{layer.layer}</strong>
        <Button
          size="sm"
          icon={<Plus size={14} />}
          disabled={readOnly}
          onClick={() => ed.updateLayer(index, withKeyframeAt(layer, at, duration))}
        >
          Add keyframe at playhead
        </Button>
        {preset('entrance')}
        {preset('exit')}
      </div>
      <div class="timeline-lane" aria-hidden="true">
        {keyframes.map((k, i) => (
          <span key={i} class="timeline-diamond" style={{ left: `${(timeMs(k, duration) / duration) * 100}%` }} />
        ))}
        <span class="timeline-needle" style={{ left: `${(at / duration) * 100}%` }} />
      </div>
      <ul class="timeline-keyframes" aria-label={`Keyframes of ${layer.layer}`}>
        {keyframes.map((k, i) => {
          const ms = Math.round(timeMs(k, duration));
          return (
            <li key={`${i}-${ms}`}>
              <Button size="sm" variant="ghost" onClick={() => seek(ms)}>
                {ms} ms
              </Button>
              <Select
                label={`Easing of the keyframe at ${ms} ms`}
                value={k.easing ?? 'ease'}
                options={[...new Set([k.easing ?? 'ease', ...EASINGS])].map((e) => ({ value: e, label: e }))}
                disabled={readOnly}
                onChange={(easing) => setKeyframes(keyframes.map((o, j) => (j === i ? { ...o, easing } : o)))}
                size="sm"
              />
              <IconButton
                label={`Remove the keyframe at ${ms} ms`}
                icon={<Trash2 size={14} />}
                disabled={readOnly}
                onClick={() => setKeyframes(keyframes.filter((_, j) => j !== i))}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
