import { request, saveFile, upload } from '../api/graphql-client';
import { ImportTemplateDocument, TemplateBundleDocument } from '../generated/graphql';

/** Downloads a template's design bundle (docs/api.md, "Moving designs"), as the browser saves any file. */
export async function exportTemplate(uuid: string): Promise<void> {
  const { templateBundle: b } = await request(TemplateBundleDocument, { uuid });
  const bytes = Uint8Array.from(atob(b.base64), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type: b.contentType }), b.fileName);
}

/** Makes a template from a bundle file another Snapforge (or this one) exported; resolves with its uuid. */
export async function importTemplate(file: File): Promise<string> {
  return (await upload(ImportTemplateDocument, { file: null as unknown as File }, 'file', file)).importTemplate.uuid;
}
