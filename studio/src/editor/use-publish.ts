import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { PublishTemplateDocument } from '../generated/graphql';

/** Publish: saves the draft first (`flush`), then publishes; "Unpublished changes" until it has. */
export function usePublish(templateId: number, initiallyUnpublished: boolean, flush: () => Promise<boolean>) {
  const [unpublished, setUnpublished] = useState(initiallyUnpublished);
  const [error, setError] = useState<string>();
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    setPublishing(true);
    setError(undefined);
    try {
      if (!(await flush()))
        throw new Error('The draft could not be saved: fix the fields marked in the inspector first.');
      await request(PublishTemplateDocument, { id: templateId });
      setUnpublished(false);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPublishing(false);
    }
  };
  return { unpublished, setUnpublished, error, publishing, publish };
}
