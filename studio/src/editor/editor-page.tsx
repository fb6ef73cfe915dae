import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { FontsDocument, PublishTemplateDocument, TemplateDocument, type TemplateQuery } from '../generated/graphql';
import { usePolicies } from '../shell/policies';
import { useAutosave } from './autosave';
import { designOf, freeKey, newLayer, type Design, type Layer } from './design';
import { DraftRenderer, type DraftImage } from './draft-renderer';
import { useHistory } from './history';
import { LayerBoxes } from './layer-boxes';
import { LayerList } from './layer-list';
import { PropertyPanel } from './property-panel';
import { TryItPanel } from './try-it-panel';

/** Loads the template, then edits it, or only shows it to a role that may not change templates. */
export function EditorPage({ uuid }: { uuid: string }) {
  const { data, error } = useQuery(TemplateDocument, { uuid });
  if (error) return <main class="page"><p role="alert" class="field-error">{error}</p></main>;
  if (!data) return <main class="page"><p>Loading…</p></main>;
  return <Editor key={uuid} template={data.template} />;
}

function Editor({ template }: { template: TemplateQuery['template'] }) {
  const history = useHistory<Design>(useMemo(() => designOf(template), [template]));
  const design = history.present;
  const [selected, setSelected] = useState<number>();
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
  const fonts = useQuery(FontsDocument).data?.fonts.flatMap((f) => [f.family, ...f.aliases]) ?? [];

  const renderer = useMemo(
    () => new DraftRenderer(template.id, (img) => (setImage(img), setRenderError(undefined)), (e) => setRenderError(e instanceof ApiError ? e : new ApiError(e.message, 'NETWORK'))),
    [template.id],
  );
  useEffect(() => renderer.render(design), [design]);

  // The canvas fits the space it has; boxes are placed in template pixels times this scale.
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(800);
  useEffect(() => {
    const ro = new ResizeObserver(([e]) => setRoom(e.contentRect.width));
    ro.observe(stage.current!);
    return () => ro.disconnect();
  }, []);
  const scale = Math.min(1, room / design.width);
  const margin = template.safeMarginPx ?? 0;

  const setLayers = (layers: Layer[], mergeKey?: string) => change({ ...design, layers }, mergeKey);
  const updateLayer = (i: number, patch: Partial<Layer>, mergeKey?: string) => setLayers(design.layers.map((l, j) => (j === i ? withPatch(l, patch) : l)), mergeKey);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const t = e.target as HTMLElement;
      if (t.matches('input, textarea')) return; // the field's own undo
      e.preventDefault();
      if (e.shiftKey) history.redo();
      else history.undo();
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
  const signedOut = save.state.kind === 'failed' && save.state.error.code === 'UNAUTHENTICATED' ? ' Sign in again in another tab; the draft stays here.' : '';
  const status = save.state.kind === 'saving' ? 'Saving…' : save.state.kind === 'failed' ? `Not saved: ${save.state.error.message}${signedOut} Retrying…` : 'Draft saved';
  return (
    <main class="editor">
      <header class="editor-bar">
        <h1>{design.title}</h1>
        {!readOnly && <span class="save-state" role="status" data-state={save.state.kind}>{status}</span>}
        <span class="publish-state" data-unpublished={unpublished}>{unpublished ? 'Unpublished changes' : 'Published'}</span>
        <button type="button" onClick={history.undo} disabled={readOnly} title="Ctrl+Z">Undo</button>
        <button type="button" onClick={history.redo} disabled={readOnly} title="Ctrl+Shift+Z">Redo</button>
        <button type="button" class="primary" onClick={publish} disabled={publishing || readOnly}>Publish</button>
        {publishError && <p class="field-error" role="alert">{publishError}</p>}
        {policies && readOnly && <p class="view-only" role="note">View only: your role cannot change templates. You can render snaps from it in Try it.</p>}
        {policies && !readOnly && image?.watermarked && <p class="view-only" role="note">The canvas is watermarked: the account has no credit left, so drafts are previews until credits are added.</p>}
      </header>
      <div class="editor-body">
        <LayerList
          design={design}
          selected={selected}
          select={setSelected}
          add={(type) => {
            setLayers([...design.layers, newLayer(design, type)]);
            setSelected(design.layers.length);
          }}
          move={(i, by) => {
            const layers = [...design.layers];
            const [l] = layers.splice(i, 1);
            layers.splice(i + by, 0, l);
            setLayers(layers);
            setSelected(i + by);
          }}
          toggleHidden={(i) => updateLayer(i, { hidden: !design.layers[i].hidden })}
          duplicate={(i) => {
            const l = design.layers[i];
            setLayers([...design.layers.slice(0, i + 1), { ...l, layer: freeKey(design.layers, l.layer), x: l.x + 20, y: l.y + 20 }, ...design.layers.slice(i + 1)]);
            setSelected(i + 1);
          }}
          remove={(i) => {
            setLayers(design.layers.filter((_, j) => j !== i));
            setSelected(undefined);
          }}
          readOnly={readOnly}
        />
        <div class="stage" ref={stage} onPointerDown={(e) => e.target === e.currentTarget && setSelected(undefined)}>
          <div class="canvas" data-scale={scale} style={{ width: design.width * scale, height: design.height * scale }}>
            {image && <img class="draft" src={image.src} alt="The draft, as the API renders it" data-render-ms={image.renderMs} draggable={false} />}
            {margin > 0 && <div class="safe-margin" title={`Safe margin: ${margin} px`} style={{ inset: margin * scale }} />}
            <LayerBoxes
              layers={design.layers}
              scale={scale}
              canvas={{ width: design.width, height: design.height, margin }}
              selected={selected}
              select={setSelected}
              update={updateLayer}
              settle={history.settle}
              readOnly={readOnly}
            />
          </div>
          {renderError && <p class="field-error" role="alert">The draft cannot be rendered: {renderError.message}</p>}
        </div>
        <aside class="side">
          <fieldset class="editable" disabled={readOnly}>
            <PropertyPanel design={design} index={selected} fonts={fonts} error={fieldError} updateLayer={updateLayer} updateDesign={(patch, field) => change({ ...design, ...patch }, field)} />
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
