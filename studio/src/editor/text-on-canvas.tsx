import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Layer } from './design';
import { DEFAULTS } from './layer-fields';
import { RichTextField } from './rich-text/rich-text-field';

interface Props {
  layer: Layer;
  scale: number;
  /** `typing` is one undo step with the typing around it. */
  set(text: string, how: 'typing' | 'format'): void;
  close(): void;
}

/**
 * A text layer's text edited where it is drawn (a double-click on its box). A plain layer gets a
 * textarea over its box, in its size and alignment, so the words stay where they are while the
 * canvas behind re-renders them; a markup layer gets the rich-text field (toolbar and all) over
 * its box. Escape, or a click outside, ends it; Enter is a line break.
 */
export function TextOnCanvas({ layer, scale, set, close }: Props) {
  const root = useRef<HTMLDivElement>(null);
  // Before the next input is handled (an effect runs after paint): keys typed at once after the
  // double-click would land in the field before its text is selected, then be replaced with it.
  useLayoutEffect(() => {
    const field = root.current!.querySelector<HTMLElement>('textarea, [contenteditable]');
    field?.focus();
    // The whole text selected: retyping a title is what it is opened for most; an arrow key keeps it.
    if (field instanceof HTMLTextAreaElement) field.select();
    const outside = (e: PointerEvent) => root.current!.contains(e.target as Node) || close();
    // Capture: the canvas's own press handler would otherwise see the click first.
    window.addEventListener('pointerdown', outside, { capture: true });
    return () => window.removeEventListener('pointerdown', outside, { capture: true });
  }, []);
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') (e.preventDefault(), close());
    e.stopPropagation(); // the editor's shortcuts are not for the text
  };
  const size = Number(layer.font_size ?? DEFAULTS.font_size);
  const place = {
    left: layer.x * scale,
    top: layer.y * scale,
    width: layer.width * scale,
    minHeight: layer.height * scale,
    transform: `rotate(${layer.rotation ?? 0}deg)`,
  };
  return (
    <div class="text-on-canvas" ref={root} style={place} onKeyDown={keys} onPointerDown={(e) => e.stopPropagation()}>
      {layer.text_format === 'markup' ? (
        <RichTextField value={String(layer.text ?? '')} baseSize={size} set={set} />
      ) : (
        <textarea
          aria-label="Text on the canvas"
          rows={1}
          value={String(layer.text ?? '')}
          style={{
            fontSize: size * scale,
            lineHeight: Number(layer.line_height ?? DEFAULTS.line_height),
            textAlign: String(layer.align ?? 'left'),
            fontWeight: String(layer.font_weight ?? 'normal'),
            height: layer.height * scale,
          }}
          onInput={(e) => set(e.currentTarget.value, 'typing')}
        />
      )}
    </div>
  );
}
