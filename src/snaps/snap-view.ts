import type { Snap } from '../generated/prisma/client.js';
import type { Storage } from '../storage/storage.js';

/** The spec's Snap resource, as REST and webhook payloads carry it. */
export function snapResource(snap: Snap, storage: Storage) {
  return {
    id: snap.id,
    media_url: snap.status === 'completed' && snap.mediaKey ? storage.url(snap.mediaKey) : null,
    type: snap.type,
    status: snap.status,
    is_async: snap.isAsync,
    webhook_url: snap.webhookUrl,
    completed_at: snap.completedAt?.toISOString() ?? null,
    last_error: snap.lastError,
    variants: snap.variants ?? null,
    template_id: snap.templateUuid,
    template_title: snap.templateTitle,
    created_at: snap.createdAt.toISOString(),
  };
}
