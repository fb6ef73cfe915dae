import { useState } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { MediaDocument } from '../generated/graphql';
import { DropZone } from '../media/drop-zone';

/** Images for an image layer: a URL, or one from the media library (a new upload is picked at once). */
export function MediaPicker({ value, onPick }: { value: string; onPick: (src: string) => void }) {
  const [open, setOpen] = useState(false);
  const { data, reload } = useQuery(MediaDocument, { page: 1 });
  return (
    <div class="media-picker">
      <button type="button" onClick={() => (setOpen(!open), reload())} aria-expanded={open}>
        {open ? 'Close media library' : 'Choose from media library'}
      </button>
      {open && (
        <div class="picker-grid">
          <DropZone onUploaded={(m) => (onPick(m.src), reload())} />
          {data?.media.items.map((m) => (
            <button
              type="button"
              key={m.id}
              class={m.src === value ? 'picked' : ''}
              onClick={() => onPick(m.src)}
              aria-label={`Use ${m.fileName}`}
            >
              <img src={m.src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
