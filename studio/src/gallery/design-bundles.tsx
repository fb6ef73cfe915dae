import { request, saveFile, upload } from '../api/graphql-client';
import { ImportTemplateDocument, TemplateBundleDocument } from '../generated/graphql';

/** Downloads a template's design bundle (docs/api.md, "Moving designs"), as the browser saves any file. */
export async function exportTemplate(uuid: string): Promise<void> {
  const { templateBundle: b } = await request(TemplateBundleDocument, { uuid });
  const bytes = Uint8Array.from(atob(b.base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: b.contentType }), b.fileName);
}

/** Makes a template from a bundle file another Snapforge (or this one) exported. */
export function ImportTemplateButton({
  onImported,
  onError,
}: {
  onImported(uuid: string): void;
  onError(message: string): void;
}) {
  return (
    <label class="button import-template">
      Import a design…
      <input
        type="file"
        accept=".zip,application/zip"
        class="visually-hidden"
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file) return;
          try {
            onImported(
              (await upload(ImportTemplateDocument, { file: null as unknown as File }, 'file', file)).importTemplate
                .uuid,
            );
          } catch (err) {
            onError((err as Error).message);
          }
        }}
      />
    </label>
  );
}
