import { useState } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { MediaDocument } from '../generated/graphql';
import { DropZone } from '../media/drop-zone';
import { Button } from '../ui/button';
import { Input } from '../ui/field';
import { Images } from '../ui/icons';

/** The media library as a grid to pick from, with a drop zone (a new upload is picked at once). */
export function MediaLibrary({ value, onPick }: { value: string; onPick: (src: string) => void }) {
  const { data, reload } = useQuery(MediaDocument, { page: 1 });
  return (
    <div class="media-picker picker-grid">
      <DropZone compact onUploaded={(m) => (onPick(m.src), reload())} />
      {data?.media.items.map((m) => (
        <button
          type="button"
          key={m.id}
          class={m.src === value ? 'picked' : ''}
          onClick={() => onPick(m.src)}
          aria-label={`Use ${m.fileName}`}
          data-tip={m.fileName}
        >
          <img src={m.src} alt="" />
        </button>
      ))}
    </div>
  );
}

/** Images for an image layer: a URL, or one from the media library. */
export function MediaPicker({
  id,
  value,
  onUrl,
  onPick,
}: {
  id: string;
  value: string;
  onUrl(src: string): void;
  onPick(src: string): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div class="stack" style={{ gap: 'var(--space-2)' }}>
      <Input id={id} type="url" placeholder="https://…" value={value} onInput={(e) => onUrl(e.currentTarget.value)} />
      <Button size="sm" icon={<Images size={14} />} onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Close media library' : 'Choose from media library'}
      </Button>
      {open && <MediaLibrary value={value} onPick={onPick} />}
    </div>
  );
}
