import { useEffect, useState } from 'preact/hooks';
import { request } from '../../api/graphql-client';
import { RenderDraftDocument } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { toInput, type Design } from '../design';
import { OWN_SIZE } from './size-view';

interface Thumb {
  name: string;
  width: number;
  height: number;
  src?: string;
  error?: string;
}

/**
 * Every size of the design side by side, each drawn by the API (`renderDraft` at that size and locale)
 * one after the other, so a design of many sizes does not take the render pool at once.
 */
export function AllSizesDialog({
  templateId,
  design,
  locale,
  onClose,
}: {
  templateId: number;
  design: Design;
  locale?: string;
  onClose(): void;
}) {
  const [thumbs, setThumbs] = useState<Thumb[]>(() => [
    { name: OWN_SIZE, width: design.width, height: design.height },
    ...(design.sizes ?? []).map(({ name, width, height }) => ({ name, width, height })),
  ]);
  useEffect(() => {
    let gone = false;
    void (async () => {
      for (const [i, t] of thumbs.entries()) {
        const drawn = await request(RenderDraftDocument, {
          id: templateId,
          input: toInput(design),
          format: 'jpeg',
          size: t.name,
          locale,
        }).then(
          (r) => ({ src: r.renderDraft.dataUrl }),
          (e: Error) => ({ error: e.message }),
        );
        if (gone) return;
        setThumbs((all) => all.map((x, j) => (j === i ? { ...x, ...drawn } : x)));
      }
    })();
    return () => (gone = true);
  }, []);
  return (
    <Dialog title="All sizes" onClose={onClose} wide>
      <ul class="all-sizes">
        {thumbs.map((t) => (
          <li key={t.name}>
            <figure>
              <div class="all-sizes-frame" style={{ aspectRatio: `${t.width} / ${t.height}` }}>
                {t.src && <img src={t.src} alt={`${t.name}, ${t.width}×${t.height}`} />}
              </div>
              <figcaption>
                {t.name} · {t.width}×{t.height}
                {t.error && <span class="field-error"> {t.error}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
