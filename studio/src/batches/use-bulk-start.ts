import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { PreviewDocument, StartBatchDocument, type BatchFieldsFragment, type VariantInput } from '../generated/graphql';
import { chunks } from './bulk-mapping';
import type { Format } from './bulk-source';

const PREVIEW_ROWS = 3;

type Items = { identifier: string; variants: VariantInput[] }[];

/** The first rows previewed (free, watermarked), and the run started as batches of 100; the API's message when either fails. */
export function useBulkStart(templateUuid: string, format: Format) {
  const [previews, setPreviews] = useState<string[]>([]);
  const [started, setStarted] = useState<BatchFieldsFragment[]>([]);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  const preview = async (items: Items) => {
    try {
      setPreviews(
        await Promise.all(
          items
            .slice(0, PREVIEW_ROWS)
            .map(
              async (i) =>
                (await request(PreviewDocument, { templateId: templateUuid, variants: i.variants })).preview.image,
            ),
        ),
      );
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  // One batch after the other, each under its own idempotency key: a retried start never runs rows twice.
  const start = async (items: Items, name: string) => {
    setStarting(true);
    const run = crypto.randomUUID();
    const parts = chunks(items);
    try {
      for (const [k, part] of parts.entries()) {
        const title = `${name} (${k + 1} of ${parts.length})`;
        const { createBatch } = await request(StartBatchDocument, {
          input: { templateId: templateUuid, title, format, items: part, idempotencyKey: `studio-bulk-${run}-${k}` },
        });
        setStarted((s) => [...s, createBatch.batch]);
      }
      setError(undefined);
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields).map(([f, m]) => `${f}: ${m.join(' ')}`) : [];
      setError([(e as Error).message, ...fields].join(' '));
    } finally {
      setStarting(false);
    }
  };
  return { previews, setPreviews, started, starting, error, setError, preview, start };
}
