import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { TemplateDocument, type TemplateQuery } from '../generated/graphql';
import { usePolicies } from '../shell/policies';
import { QueryState } from '../shell/query-state';
import { useAutosave, type SaveState } from './autosave';
import { designOf, newLayer, type Design } from './design';
import { DraftRenderer, type DraftAt, type DraftImage } from './draft-renderer';
import { CanvasStage } from './canvas-stage';
import { useGuides } from './guides';
import { newFormField } from './form-field-kinds';
import { LayerPanel } from './layer-panel';
import { guideDragger } from './rulers';
import { PrintSettingsDialog } from './print-settings-dialog';
import { PrintView } from './print-view';
import { ShortcutSheet } from './shortcut-sheet';
import { PreviewDialog, SidePanel } from './side-panel';
import { Timeline } from './timeline';
import { TopBar } from './top-bar';
import { useActions } from './use-actions';
import { useFonts } from './use-fonts';
import { useLayers } from './use-layers';
import { usePlayhead } from './use-playhead';
import { usePublish } from './use-publish';
import { useZoom } from './use-zoom';
import { VersionsDialog } from './versions-dialog';
import { SizeBar } from './sizes/size-bar';
import { useSizedLayers, type ShownAt } from './sizes/sized-layers';
import { OWN_SIZE } from './sizes/size-view';
import { useEditorHost } from './editor-host';

/** Loads the template, then edits it, or only shows it to a role that may not change templates. */
export function EditorPage({ uuid }: { uuid: string }) {
  const { data, error } = useQuery(TemplateDocument, { uuid });
  if (error || !data) return <QueryState error={error} />;
  return <Editor key={uuid} template={data.template} />;
}

/** The API's draft render of the design, kept current (docs/studio.md "The canvas is the API's own render"). */
function useDraftImage(templateId: number, design: Design, frameAt: number, at: DraftAt, softProof: boolean) {
  const [image, setImage] = useState<DraftImage>();
  const [error, setError] = useState<ApiError>();
  const renderer = useMemo(
    () =>
      new DraftRenderer(
        templateId,
        (img) => (setImage(img), setError(undefined)),
        (e) => setError(e instanceof ApiError ? e : new ApiError(e.message, 'NETWORK')),
      ),
    [templateId],
  );
  // An animated design is drawn at the timeline's playhead; the renderer coalesces (one request in flight).
  useEffect(() => renderer.render(design, frameAt, at, softProof), [design, frameAt, softProof]);
  return { image, error };
}

/** Tells the host what happens (the embed posts it to its parent page): the design loaded, changed, saved, published, drawn. */
function useHostEvents(
  uuid: string,
  design: Design,
  image: DraftImage | undefined,
  saved: SaveState['kind'],
  pub: { unpublished: boolean; publishing: boolean },
) {
  const { emit } = useEditorHost();
  const first = useRef(design);
  useEffect(() => emit('ready', { template: uuid }), []);
  useEffect(() => void (design !== first.current && emit('changed', { template: uuid, design })), [design]);
  useEffect(() => void (saved === 'saved' && design !== first.current && emit('saved', { template: uuid })), [saved]);
  const wasPublishing = useRef(false);
  useEffect(() => {
    if (wasPublishing.current && !pub.publishing && !pub.unpublished) emit('published', { template: uuid });
    wasPublishing.current = pub.publishing;
  }, [pub.publishing]);
  useEffect(() => void (image && emit('rendered', { template: uuid, renderMs: image.renderMs })), [image]);
}

/** The editor: the top bar, the layer tree, the canvas and the inspector (docs/studio.md "The editor"). */
function Editor({ template }: { template: TemplateQuery['template'] }) {
  const policies = usePolicies();
  const host = useEditorHost();
  // The API would refuse every save (FORBIDDEN): no change is taken, so nothing is left unsaved.
  const readOnly = !policies?.has('updateTemplate') || !host.edit;
  const own = useLayers(template, readOnly, host.textOnly);
  // The size and locale shown (docs/studio.md "Sizes and locales"); a size undone away shows the design's own.
  const [shown, show] = useState<ShownAt>({ size: OWN_SIZE });
  const at = { ...shown, size: own.design.sizes?.some((s) => s.name === shown.size) ? shown.size : OWN_SIZE };
  const ed = useSizedLayers(own, at);
  const { design } = ed;
  const [editing, setEditing] = useState<number>();
  const [dialog, setDialog] = useState<Dialog>();
  const playhead = usePlayhead(design.animation?.duration);
  const [softProof, setSoftProof] = useState(false);
  const draft = useDraftImage(template.id, design, playhead.at, { design: own.design, ...at }, softProof);
  const save = useAutosave(template.id, own.design, (u) => pub.setUnpublished(u));
  const pub = usePublish(template.id, template.hasUnpublishedChanges, save.flush);
  const fonts = useFonts(template.id);
  // The canvas is drawn at the zoom's scale; boxes are placed in template pixels times it.
  const stage = useRef<HTMLDivElement>(null);
  const zoom = useZoom(stage, design);
  const [guides, setGuides] = useGuides(template.uuid);
  const act = useActions({ ed, readOnly, zoom, help: () => setDialog('shortcuts') });
  const fieldError = save.state.kind === 'failed' ? save.state.error : draft.error;
  useHostEvents(template.uuid, design, draft.image, save.state.kind, pub);
  return (
    <main class="editor">
      <TopBar
        title={design.title}
        rename={(title) => ed.change({ ...design, title })}
        save={save.state}
        unpublished={pub.unpublished}
        readOnly={readOnly}
        undo={ed.history.undo}
        redo={ed.history.redo}
        zoom={zoom}
        preview={() => setDialog('preview')}
        shortcuts={() => setDialog('shortcuts')}
        versions={host.studio ? () => setDialog('versions') : undefined}
        publish={host.publish ? pub.publish : undefined}
        publishing={pub.publishing}
        extra={<PrintView softProof={softProof} setSoftProof={setSoftProof} settings={() => setDialog('print')} />}
      />
      <EditorNotices
        error={pub.error}
        viewOnly={!!policies && readOnly}
        watermarked={!!policies && !readOnly && !!draft.image?.watermarked}
      />
      <div class="editor-body">
        <LayerPanel
          ed={ed}
          src={draft.image?.src}
          readOnly={readOnly}
          add={(type) => ed.addLayers([newLayer(design, type, zoom.visibleCentre())])}
          addFormField={() => ed.addLayers([newFormField(design, zoom.visibleCentre())])}
        />
        <CanvasStage
          ed={ed}
          stage={stage}
          scale={zoom.scale}
          image={draft.image}
          renderError={draft.error}
          margin={template.safeMarginPx ?? 0}
          guides={guides}
          dragGuide={guideDragger(stage, zoom.scale, guides, setGuides)}
          readOnly={readOnly}
          act={act}
          editing={editing}
          setEditing={setEditing}
        >
          <SizeBar ed={own} at={at} show={show} templateId={template.id} error={fieldError} readOnly={readOnly} />
          <Timeline ed={ed} playhead={playhead} readOnly={readOnly} />
        </CanvasStage>
        <SidePanel
          ed={ed}
          template={template}
          fonts={fonts}
          error={fieldError}
          readOnly={readOnly}
          tryIt={host.studio}
        />
      </div>
      <EditorDialogs
        dialog={dialog}
        close={() => setDialog(undefined)}
        template={template}
        ed={ed}
        own={own}
        image={draft.image}
        readOnly={readOnly}
      />
    </main>
  );
}

/** What the editor says above its body: a failed publish, a view-only role, a watermarked canvas. */
function EditorNotices({ error, viewOnly, watermarked }: { error?: string; viewOnly: boolean; watermarked: boolean }) {
  return (
    <>
      {error && (
        <p class="notice warning field-error" role="alert">
          {error}
        </p>
      )}
      {viewOnly && (
        <p class="notice view-only" role="note">
          View only: your role cannot change templates. You can render snaps from it in Try it.
        </p>
      )}
      {watermarked && (
        <p class="notice warning view-only" role="note">
          The canvas is watermarked: the account has no credit left, so drafts are previews until credits are added.
        </p>
      )}
    </>
  );
}

type Dialog = 'shortcuts' | 'preview' | 'versions' | 'print';

/** The editor's dialogs, one open at a time. */
function EditorDialogs(props: {
  dialog?: Dialog;
  close: () => void;
  template: TemplateQuery['template'];
  /** The layers as shown (at a size); `own`, the design's own. */
  ed: ReturnType<typeof useSizedLayers>;
  own: ReturnType<typeof useLayers>;
  image?: DraftImage;
  readOnly: boolean;
}) {
  const { dialog, close, template, ed, own, image, readOnly } = props;
  const { design } = ed;
  return (
    <>
      {dialog === 'shortcuts' && <ShortcutSheet onClose={close} />}
      {dialog === 'versions' && (
        <VersionsDialog
          uuid={template.uuid}
          readOnly={readOnly}
          // The restored design becomes the draft too (undoable), so the editor shows what is published.
          onRestored={(t) => (own.change(designOf({ ...t, draft: null })), close())}
          onClose={close}
        />
      )}
      {dialog === 'print' && (
        <PrintSettingsDialog
          uuid={template.uuid}
          width={design.width}
          height={design.height}
          print={design.print ?? null}
          readOnly={readOnly}
          setPage={(width, height) => ed.change({ ...design, width, height })}
          setPrint={(print) => ed.change({ ...design, print })}
          onClose={close}
        />
      )}
      {dialog === 'preview' && <PreviewDialog design={design} image={image} onClose={close} />}
    </>
  );
}
