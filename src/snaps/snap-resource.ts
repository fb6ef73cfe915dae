import type { Snap } from '../generated/prisma/client.js';
import type { Storage } from '../storage/storage.js';
import { variantFields } from '../templates/variant.js';
import { toPublic, type FieldTable } from '../validation/field-table.js';
import { pagesOf, snapPageFields } from '../render-requests/document-pages.js';
import { PDF_OPTION_NAMES } from '../render-requests/pdf-options.js';
import { MOTION_OPTION_NAMES } from '../render-requests/motion-options.js';
import { pdfAttachmentFields } from './pdf-attachments.js';
import { pdfProtectionFields } from './pdf-protection.js';
import { pdfSignatureFields } from '../signatures/signature-option.js';

/**
 * The spec's Snap resource and POST /v1/snaps body: each camelCase field (GraphQL's, the command's)
 * and its REST name. REST requests, responses and 422 paths, and webhook payloads, all read it.
 */
export const snapFields = {
  id: 'id',
  mediaUrl: 'media_url',
  type: 'type',
  status: 'status',
  isAsync: 'is_async',
  webhookUrl: 'webhook_url',
  completedAt: 'completed_at',
  lastError: 'last_error',
  variants: ['variants', variantFields],
  templateId: 'template_id',
  templateTitle: 'template_title',
  createdAt: 'created_at',
  // Ours: read from a request that pins a version (docs/api.md "Versions"); GraphQL's Snap shows the one drawn.
  templateVersion: 'template_version',
  // Ours: a multi-page PDF's pages (absent for a snap of one template).
  pages: ['pages', snapPageFields],
  // The request's own fields.
  collectionId: 'collection_id',
  format: 'format',
  transparent: 'transparent',
  async: 'async',
  idempotencyKey: 'idempotency_key',
  // Read only to refuse it (snap-command.ts).
  scale: 'scale',
  merge: 'merge',
  // A PDF's document options (render-requests/pdf-options.ts).
  ...PDF_OPTION_NAMES,
  title: 'title',
  // A snap's files and locks (pdf-files.ts): read from requests, never written into a resource.
  flatten: 'flatten',
  pdfProtection: ['pdf_protection', pdfProtectionFields],
  attachments: ['attachments', pdfAttachmentFields],
  pdfSignature: ['pdf_signature', pdfSignatureFields],
  // An animated template's (render-requests/motion-options.ts).
  ...MOTION_OPTION_NAMES,
} as const satisfies FieldTable;

/** The spec's Snap, every field (the rest of the table is the request's). */
export const SNAP_RESOURCE = [
  'id',
  'mediaUrl',
  'type',
  'status',
  'isAsync',
  'webhookUrl',
  'completedAt',
  'lastError',
  'variants',
  'templateId',
  'templateTitle',
  'createdAt',
] as const;

/** The subset the plain list and retrieve endpoints return, in the spec's order. */
export const SNAP_SUMMARY = ['id', 'templateId', 'type', 'variants', 'mediaUrl', 'createdAt'] as const;

/** Ours, after the spec's fields: a multi-page snap's pages (absent for a snap of one template), the template version drawn. */
export const SNAP_EXTRA = ['pages'] as const;

/** A snap as GraphQL's SnapFields fragment reads it: what the REST resource is written from. */
export interface SnapData {
  id: string;
  mediaUrl?: string | null;
  type: string;
  status: string;
  isAsync: boolean;
  webhookUrl?: string | null;
  completedAt?: string | null;
  lastError?: string | null;
  variants?: unknown;
  templateId?: string | null;
  templateTitle?: string | null;
  templateVersion?: number | null;
  createdAt: string;
  pages?: { templateId: string; templateTitle: string; variants?: unknown }[] | null;
}

/** The URL of a snap's file once it is completed. */
export const mediaUrl = (snap: { status: string; mediaKey: string | null }, storage: Storage) =>
  snap.status === 'completed' && snap.mediaKey ? storage.url(snap.mediaKey) : null;

/** A stored snap as the SnapFields fragment would read it, for payloads built without GraphQL (webhooks). */
export function snapData(snap: Snap, storage: Storage): SnapData {
  return {
    id: snap.id,
    mediaUrl: mediaUrl(snap, storage),
    type: snap.type,
    status: snap.status,
    isAsync: snap.isAsync,
    webhookUrl: snap.webhookUrl,
    completedAt: snap.completedAt?.toISOString() ?? null,
    lastError: snap.lastError,
    variants: snap.variants,
    templateId: snap.templateUuid,
    templateTitle: snap.templateTitle,
    templateVersion: snap.templateVersion,
    createdAt: snap.createdAt.toISOString(),
    pages:
      pagesOf(snap)?.map((p) => ({
        templateId: p.templateUuid,
        templateTitle: p.templateTitle,
        variants: p.variants,
      })) ?? null,
  };
}

/**
 * The spec's Snap (or its `fields`), as REST responses and webhook payloads carry it, and a
 * multi-page snap's `pages` after them: absent for a snap of one template, so that one is the spec's
 * resource exactly.
 */
export function snapResource({ pages, ...snap }: SnapData, fields: readonly string[] = SNAP_RESOURCE) {
  return toPublic(snapFields, pages ? { ...snap, pages } : snap, [...fields, ...SNAP_EXTRA]);
}
