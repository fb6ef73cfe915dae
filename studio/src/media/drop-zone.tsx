import { useState } from 'preact/hooks';
import { ApiError, upload } from '../api/graphql-client';
import { UploadMediaDocument, type UploadMediaMutation } from '../generated/graphql';
import { ImagePlus, Upload } from '../ui/icons';
import { FileButton } from '../ui/page-head';
import { ErrorLine } from '../shell/field-error';

type Uploaded = UploadMediaMutation['uploadMedia'];

/** Upload images by dropping them here (or choosing them); each goes to the media library through uploadMedia. */
export function DropZone({ onUploaded, compact }: { onUploaded: (media: Uploaded) => void; compact?: boolean }) {
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string>();
  const send = async (files: FileList | null | undefined) => {
    for (const file of Array.from(files ?? [])) {
      setBusy((n) => n + 1);
      try {
        onUploaded((await upload(UploadMediaDocument, { file: null as unknown as File }, 'file', file)).uploadMedia);
        setError(undefined);
      } catch (e) {
        setError(`${file.name}: ${e instanceof ApiError ? e.message : 'the upload failed.'}`);
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };
  return (
    <div
      class={`drop-zone${over ? ' over' : ''}`}
      data-testid="drop-zone"
      style={compact ? { padding: 'var(--space-3)' } : undefined}
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void send(e.dataTransfer?.files);
      }}
    >
      {!compact && <ImagePlus size={28} aria-hidden="true" />}
      <p>
        {busy
          ? `Uploading ${busy} image${busy > 1 ? 's' : ''}…`
          : 'Drop images here (PNG, JPEG, WebP, GIF, AVIF or SVG, up to 20 MB)'}
      </p>
      <FileButton
        label="or choose files"
        icon={<Upload size={14} />}
        accept="image/*,.svg"
        multiple
        onFiles={(f) => void send(f)}
      />
      <ErrorLine message={error} />
    </div>
  );
}
