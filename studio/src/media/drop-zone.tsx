import { useState } from 'preact/hooks';
import { ApiError, upload } from '../api/graphql-client';
import { UploadMediaDocument, type UploadMediaMutation } from '../generated/graphql';

type Uploaded = UploadMediaMutation['uploadMedia'];

/** Upload images by dropping them here (or choosing them); each goes to the media library through uploadMedia. */
export function DropZone({ onUploaded }: { onUploaded: (media: Uploaded) => void }) {
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
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void send(e.dataTransfer?.files);
      }}
    >
      <p>
        {busy
          ? `Uploading ${busy} image${busy > 1 ? 's' : ''}…`
          : 'Drop images here (PNG, JPEG, WebP, GIF, AVIF or SVG, up to 20 MB)'}
      </p>
      <label class="button">
        or choose files
        <input
          type="file"
          accept="image/*,.svg"
          multiple
          class="visually-hidden"
          onChange={(e) => void send(e.currentTarget.files)}
        />
      </label>
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
