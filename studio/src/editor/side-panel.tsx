import { useState } from 'preact/hooks';
import type { ApiError } from '../api/graphql-client';
import type { TemplateQuery } from '../generated/graphql';
import { Dialog } from '../ui/dialog';
import { Tabs } from '../ui/tabs';
import { ArrangePanel } from './arrange-panel';
import type { Design } from './design';
import type { DraftImage } from './draft-renderer';
import type { FontChoices } from './font-picker';
import { Inspector } from './inspector';
import { PaletteProvider } from './palette';
import { TryItPanel } from './try-it-panel';
import type { Layers } from './use-layers';

/** The right panel: the inspector (Design) and Try it, as tabs. */
export function SidePanel({
  ed,
  template,
  fonts,
  error,
  readOnly,
  tryIt,
}: {
  ed: Layers;
  template: TemplateQuery['template'];
  fonts: FontChoices;
  error?: ApiError;
  readOnly: boolean;
  /** The Try it tab (not in the embed, whose token renders nothing but drafts). */
  tryIt: boolean;
}) {
  const { design, selection } = ed;
  const [tab, setTab] = useState<'design' | 'try'>('design');
  return (
    <aside class="side" aria-label="Inspector">
      <Tabs
        label="Inspector"
        value={tab}
        onChange={setTab}
        tabs={[{ key: 'design', label: 'Design' }, ...(tryIt ? [{ key: 'try' as const, label: 'Try it' }] : [])]}
      >
        {tab === 'design' ? (
          <fieldset class="editable" disabled={readOnly}>
            <PaletteProvider>
              {selection.length > 0 && <ArrangePanel design={design} selection={selection} setLayers={ed.setLayers} />}
              {selection.length <= 1 && (
                <Inspector
                  design={design}
                  index={selection.length === 1 ? selection[0] : undefined}
                  fonts={fonts}
                  error={error}
                  updateLayer={ed.updateLayer}
                  updateDesign={(patch, field) => ed.change({ ...design, ...patch }, field)}
                />
              )}
            </PaletteProvider>
          </fieldset>
        ) : (
          <TryItPanel templateId={template.id} uuid={template.uuid} design={design} />
        )}
      </Tabs>
    </aside>
  );
}

/** The draft as the API renders it, large, in a dialog (the top bar's Preview). */
export function PreviewDialog({ design, image, onClose }: { design: Design; image?: DraftImage; onClose(): void }) {
  return (
    <Dialog title={`Preview: ${design.title}`} wide onClose={onClose}>
      {image ? (
        <img class="preview-image" src={image.src} alt={`Preview of ${design.title}`} />
      ) : (
        <p class="hint">The draft is being rendered…</p>
      )}
      <p class="hint">
        The draft as the API renders it ({design.width} × {design.height} px). Snaps render the published design:
        publish to use it.
      </p>
    </Dialog>
  );
}
