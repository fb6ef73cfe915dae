import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { FontsDocument, PublishTemplateDocument, TemplateDocument, type TemplateQuery } from '../generated/graphql';
import { usePolicies } from '../shell/policies';
import { QueryState } from '../shell/query-state';
import { useAutosave } from './autosave';
import { copiesOf, designOf, newLayer, type Design, type Layer } from './design';
import { DraftRenderer, type DraftImage } from './draft-renderer';
import { useHistory } from './history';
import { ArrangePanel } from './arrange-panel';
import { fontSpecimen } from './font-picker';
import { moveBy } from './arrange';
import { pickable } from './geometry';
import { useGuides } from './guides';
import { LayerBoxes } from './layer-boxes';
import { GuideLines, guideDragger, Rulers } from './rulers';
import { shortcutOf, type Action } from './shortcuts';
import { TextOnCanvas } from './text-on-canvas';
import { useZoom } from './use-zoom';
import { MAX_ZOOM, MIN_ZOOM, stepZoom } from './zoom';
import { LayerList } from './layer-list';
import { PaletteProvider } from './palette';
import { PropertyPanel } from './property-panel';
import { TryItPanel } from './try-it-panel';

/** Loads the template, then edits it, or only shows it to a role that may not change templates. */
export function EditorPage({ uuid }: { uuid: string }) {
  const { data, error } = useQuery(TemplateDocument, { uuid });
  if (error || !data) return <QueryState error={error} />;
  return <Editor key={uuid} template={data.template} />;
}

/** Layers copied with Ctrl+C or Ctrl+X: kept while the app is open, so they paste into another template too. */
const clipboard = { layers: [] as Layer[], pastes: 0 };

function Editor({ template }: { template: TemplateQuery['template'] }) {
  const history = useHistory<Design>(useMemo(() => designOf(template), [template]));
  const design = history.present;
  const [picked, setSelection] = useState<number[]>([]);
  // Undo or a removal can leave indices behind: the selection is what still exists.
  const selection = picked.filter((i) => i < design.layers.length);
  const primary = selection.length === 1 ? selection[0] : undefined;
  const [editing, setEditing] = useState<number>();
  const [image, setImage] = useState<DraftImage>();
  const [renderError, setRenderError] = useState<ApiError>();
  const [unpublished, setUnpublished] = useState(template.hasUnpublishedChanges);
  const [publishError, setPublishError] = useState<string>();
  const [publishing, setPublishing] = useState(false);
  const save = useAutosave(template.id, design, setUnpublished);
  const policies = usePolicies();
  // The API would refuse every save (FORBIDDEN): no change is taken, so nothing is left unsaved.
  const readOnly = !policies?.has('updateTemplate');
  const change = (next: Design, mergeKey?: string) => readOnly || history.change(next, mergeKey);
  const fontList = useQuery(FontsDocument).data?.fonts ?? [];
  const families = fontList.map((f) => f.family);
  const fonts = useMemo(
    () => ({
      families,
      aliases: Object.fromEntries(fontList.flatMap((f) => f.aliases.map((a) => [a.toLowerCase(), f.family]))),
      specimen: fontSpecimen(template.id, families),
    }),
    [template.id, families.join('\n')],
  );

  const renderer = useMemo(
    () =>
      new DraftRenderer(
        template.id,
        (img) => (setImage(img), setRenderError(undefined)),
        (e) => setRenderError(e instanceof ApiError ? e : new ApiError(e.message, 'NETWORK')),
      ),
    [template.id],
  );
  useEffect(() => renderer.render(design), [design]);

  // The canvas is drawn at the zoom's scale; boxes are placed in template pixels times it.
  const stage = useRef<HTMLDivElement>(null);
  const { scale, zoomTo, visibleCentre } = useZoom(stage, design);
  const margin = template.safeMarginPx ?? 0;
  const [guides, setGuides] = useGuides(template.uuid);
  const dragGuide = guideDragger(stage, scale, guides, setGuides);

  const setLayers = (layers: Layer[], mergeKey?: string) => change({ ...design, layers }, mergeKey);
  const updateLayer = (i: number, patch: Partial<Layer>, mergeKey?: string) =>
    setLayers(
      design.layers.map((l, j) => (j === i ? withPatch(l, patch) : l)),
      mergeKey,
    );
  /** New layers on top of the stack, selected. */
  const addLayers = (added: Layer[]) => {
    setLayers([...design.layers, ...added]);
    setSelection(added.map((_, k) => design.layers.length + k));
  };
  const removeLayers = (gone: number[]) => {
    setLayers(design.layers.filter((_, j) => !gone.includes(j)));
    setSelection([]);
  };

  const act = (a: Action) => {
    const editable = selection.filter((i) => !design.layers[i].locked);
    switch (a.do) {
      case 'undo':
        return history.undo();
      case 'redo':
        return history.redo();
      case 'zoomIn':
      case 'zoomOut':
        return zoomTo(stepZoom(scale, a.do === 'zoomIn' ? 1 : -1));
      case 'zoomFit':
        return zoomTo('fit');
      case 'zoom100':
        return zoomTo(1);
      case 'selectAll':
        return setSelection(design.layers.map((_, i) => i).filter((i) => pickable(design.layers[i])));
      case 'deselect':
        return setSelection([]);
      case 'copy':
      case 'cut':
        clipboard.layers = selection.map((i) => design.layers[i]);
        clipboard.pastes = 0;
        return a.do === 'cut' && !readOnly && editable.length ? removeLayers(editable) : undefined;
    }
    if (readOnly) return;
    switch (a.do) {
      case 'paste':
        clipboard.pastes++;
        return clipboard.layers.length
          ? addLayers(copiesOf(clipboard.layers, design.layers, 20 * clipboard.pastes))
          : undefined;
      case 'duplicate':
        return selection.length
          ? addLayers(
              copiesOf(
                selection.map((i) => design.layers[i]),
                design.layers,
                20,
              ),
            )
          : undefined;
      case 'delete':
        return editable.length ? removeLayers(editable) : undefined;
      case 'nudge':
        return editable.length
          ? setLayers(moveBy(design.layers, editable, a.dx, a.dy), `nudge:${editable.join()}`)
          : undefined;
    }
  };
  const latestAct = useRef(act);
  latestAct.current = act;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = shortcutOf(e);
      if (!a) return;
      e.preventDefault();
      latestAct.current(a);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const publish = async () => {
    setPublishing(true);
    setPublishError(undefined);
    try {
      if (!(await save.flush())) throw new Error('The draft could not be saved: fix the fields marked below first.');
      await request(PublishTemplateDocument, { id: template.id });
      setUnpublished(false);
    } catch (e) {
      setPublishError((e as Error).message);
    } finally {
      setPublishing(false);
    }
  };

  const fieldError = save.state.kind === 'failed' ? save.state.error : renderError;
  const signedOut =
    save.state.kind === 'failed' && save.state.error.code === 'UNAUTHENTICATED'
      ? ' Sign in again in another tab; the draft stays here.'
      : '';
  const status =
    save.state.kind === 'saving'
      ? 'Saving…'
      : save.state.kind === 'failed'
        ? `Not saved: ${save.state.error.message}${signedOut} Retrying…`
        : 'Draft saved';
  return (
    <main class="editor">
      <header class="editor-bar">
        <h1>{design.title}</h1>
        {!readOnly && (
          <span class="save-state" role="status" data-state={save.state.kind}>
            {status}
          </span>
        )}
        <span class="publish-state" data-unpublished={unpublished}>
          {unpublished ? 'Unpublished changes' : 'Published'}
        </span>
        <button type="button" onClick={history.undo} disabled={readOnly} title="Ctrl+Z">
          Undo
        </button>
        <button type="button" onClick={history.redo} disabled={readOnly} title="Ctrl+Shift+Z">
          Redo
        </button>
        <button type="button" class="primary" onClick={publish} disabled={publishing || readOnly}>
          Publish
        </button>
        {publishError && (
          <p class="field-error" role="alert">
            {publishError}
          </p>
        )}
        {policies && readOnly && (
          <p class="view-only" role="note">
            View only: your role cannot change templates. You can render snaps from it in Try it.
          </p>
        )}
        {policies && !readOnly && image?.watermarked && (
          <p class="view-only" role="note">
            The canvas is watermarked: the account has no credit left, so drafts are previews until credits are added.
          </p>
        )}
      </header>
      <div class="editor-body">
        <LayerList
          design={design}
          selected={selection}
          select={(i, add) =>
            setSelection(
              i === undefined
                ? []
                : add
                  ? selection.includes(i)
                    ? selection.filter((j) => j !== i)
                    : [...selection, i]
                  : [i],
            )
          }
          add={(type) => addLayers([newLayer(design, type, visibleCentre())])}
          move={(i, by) => {
            const layers = [...design.layers];
            const [l] = layers.splice(i, 1);
            layers.splice(i + by, 0, l);
            setLayers(layers);
            setSelection([i + by]);
          }}
          toggleHidden={(i) => updateLayer(i, { hidden: !design.layers[i].hidden })}
          toggleLocked={(i) => updateLayer(i, { locked: design.layers[i].locked ? undefined : true })}
          duplicate={(i) => {
            setLayers([
              ...design.layers.slice(0, i + 1),
              ...copiesOf([design.layers[i]], design.layers, 20),
              ...design.layers.slice(i + 1),
            ]);
            setSelection([i + 1]);
          }}
          remove={(i) => removeLayers([i])}
          readOnly={readOnly}
        />
        <div class="canvas-column">
          <div class="canvas-tools" role="toolbar" aria-label="Zoom">
            <button
              type="button"
              aria-label="Zoom out"
              title="Zoom out (Ctrl+-)"
              disabled={scale <= MIN_ZOOM}
              onClick={() => zoomTo(stepZoom(scale, -1))}
            >
              −
            </button>
            <span class="zoom-level" title="Zoom level">
              {Math.round(scale * 100)}%
            </span>
            <button
              type="button"
              aria-label="Zoom in"
              title="Zoom in (Ctrl++)"
              disabled={scale >= MAX_ZOOM}
              onClick={() => zoomTo(stepZoom(scale, 1))}
            >
              +
            </button>
            <button type="button" title="Ctrl+0" onClick={() => zoomTo('fit')}>
              Fit
            </button>
            <button type="button" title="Ctrl+1" onClick={() => zoomTo(1)}>
              100%
            </button>
            <span class="hint">Ctrl+wheel or pinch to zoom, Space+drag to pan, Alt+click for the layer below</span>
          </div>
          <div class="stage-frame">
            <Rulers stage={stage} scale={scale} startGuide={dragGuide} />
            <div class="stage" ref={stage}>
              <div
                class="canvas"
                data-scale={scale}
                style={{ width: design.width * scale, height: design.height * scale }}
              >
                {image && (
                  <img
                    class="draft"
                    src={image.src}
                    alt="The draft, as the API renders it"
                    data-render-ms={image.renderMs}
                    data-current={String(image.design === design)}
                    draggable={false}
                  />
                )}
                {margin > 0 && (
                  <div class="safe-margin" title={`Safe margin: ${margin} px`} style={{ inset: margin * scale }} />
                )}
                <LayerBoxes
                  layers={design.layers}
                  scale={scale}
                  canvas={{ width: design.width, height: design.height, margin }}
                  guides={guides}
                  stage={stage}
                  selection={selection}
                  select={setSelection}
                  change={setLayers}
                  settle={history.settle}
                  editText={setEditing}
                  readOnly={readOnly}
                />
                <GuideLines guides={guides} scale={scale} drag={dragGuide} />
                {editing !== undefined && design.layers[editing]?.type === 'text' && (
                  <TextOnCanvas
                    layer={design.layers[editing]}
                    scale={scale}
                    set={(text, how) =>
                      updateLayer(editing, { text }, how === 'typing' ? `${editing}.text` : undefined)
                    }
                    close={() => (setEditing(undefined), history.settle())}
                  />
                )}
              </div>
            </div>
          </div>
          {renderError && (
            <p class="field-error" role="alert">
              The draft cannot be rendered: {renderError.message}
            </p>
          )}
        </div>
        <aside class="side">
          <fieldset class="editable" disabled={readOnly}>
            <PaletteProvider>
              {selection.length > 0 && <ArrangePanel design={design} selection={selection} setLayers={setLayers} />}
              {selection.length <= 1 && (
                <PropertyPanel
                  design={design}
                  index={primary}
                  fonts={fonts}
                  error={fieldError}
                  updateLayer={updateLayer}
                  updateDesign={(patch, field) => change({ ...design, ...patch }, field)}
                />
              )}
            </PaletteProvider>
          </fieldset>
          <TryItPanel templateId={template.id} uuid={template.uuid} design={design} />
        </aside>
      </div>
    </main>
  );
}

/** A layer with a patch applied; `undefined` removes the property (its default applies). */
function withPatch(l: Layer, patch: Partial<Layer>): Layer {
  const next = { ...l, ...patch };
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
  return next;
}
