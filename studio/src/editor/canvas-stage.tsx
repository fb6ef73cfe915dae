import type { ComponentChildren, RefObject } from 'preact';
import { useState } from 'preact/hooks';
import type { ApiError } from '../api/graphql-client';
import { CanvasMenu } from './canvas-menu';
import type { DraftImage } from './draft-renderer';
import { FloatingToolbar } from './floating-toolbar';
import { layersAt } from './geometry';
import type { Guides } from './guides';
import { FormFieldMarks } from './form-field-marks';
import { LayerBoxes } from './layer-boxes';
import { GuideLines, Rulers, type DragGuide } from './rulers';
import type { Action } from './shortcuts';
import { TextOnCanvas } from './text-on-canvas';
import type { Layers } from './use-layers';

interface Props {
  ed: Layers;
  stage: RefObject<HTMLDivElement>;
  scale: number;
  image?: DraftImage;
  renderError?: ApiError;
  margin: number;
  guides: Guides;
  dragGuide: DragGuide;
  readOnly: boolean;
  act(a: Action): void;
  editing?: number;
  setEditing(i: number | undefined): void;
  /** Under the canvas: the timeline. */
  children?: ComponentChildren;
}

/**
 * The canvas in the centre: the API's draft render at the zoom, a box over each layer, the rulers
 * and guides, text edited in place, the selection's floating toolbar and the context menu.
 */
export function CanvasStage({
  ed,
  stage,
  scale,
  image,
  renderError,
  margin,
  guides,
  dragGuide,
  readOnly,
  act,
  editing,
  setEditing,
  children,
}: Props) {
  const { design } = ed;
  const [menu, setMenu] = useState<{ x: number; y: number }>();
  const openMenu = (e: MouseEvent) => {
    e.preventDefault();
    const c = stage.current!.querySelector('.canvas')!.getBoundingClientRect();
    const hit = layersAt(design.layers, { x: (e.clientX - c.left) / scale, y: (e.clientY - c.top) / scale })[0];
    if (hit !== undefined && !ed.selection.includes(hit)) ed.setSelection([hit]);
    setMenu({ x: e.clientX, y: e.clientY });
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return;
    e.preventDefault();
    const r = (e.target as HTMLElement).getBoundingClientRect();
    setMenu({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  };
  return (
    <div class="canvas-column">
      <div class="stage-frame">
        <Rulers stage={stage} scale={scale} startGuide={dragGuide} />
        <div class="stage" ref={stage} onContextMenu={openMenu} onKeyDown={keys}>
          <div class="canvas" data-scale={scale} style={{ width: design.width * scale, height: design.height * scale }}>
            {image && (
              <img
                class="draft"
                src={image.src}
                alt="The draft, as the API renders it"
                data-render-ms={image.renderMs}
                data-current={String(image.design === design)}
                data-frame-at={image.frameAt}
                data-soft-proof={String(image.softProof)}
                draggable={false}
              />
            )}
            {margin > 0 && (
              <div class="safe-margin" title={`Safe margin: ${margin} px`} style={{ inset: margin * scale }} />
            )}
            <FormFieldMarks layers={design.layers} scale={scale} />
            <LayerBoxes
              layers={design.layers}
              scale={scale}
              canvas={{ width: design.width, height: design.height, margin }}
              guides={guides}
              stage={stage}
              selection={ed.selection}
              select={ed.setSelection}
              change={ed.setLayers}
              settle={ed.history.settle}
              editText={setEditing}
              readOnly={readOnly}
            />
            <GuideLines guides={guides} scale={scale} drag={dragGuide} />
            {!readOnly && editing === undefined && (
              <FloatingToolbar ed={ed} scale={scale} act={act} editText={setEditing} more={setMenu} />
            )}
            {editing !== undefined && design.layers[editing]?.type === 'text' && (
              <TextOnCanvas
                layer={design.layers[editing]}
                scale={scale}
                set={(text, how) => ed.updateLayer(editing, { text }, how === 'typing' ? `${editing}.text` : undefined)}
                close={() => (setEditing(undefined), ed.history.settle())}
              />
            )}
          </div>
        </div>
      </div>
      {renderError && (
        <p class="field-error render-error" role="alert">
          The draft cannot be rendered: {renderError.message}
        </p>
      )}
      {children}
      {menu && (
        <CanvasMenu
          at={menu}
          act={act}
          selected={ed.selection.length}
          locked={ed.selection.length > 0 && ed.selection.every((i) => design.layers[i].locked)}
          readOnly={readOnly}
          onClose={() => setMenu(undefined)}
        />
      )}
    </div>
  );
}
