import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { RedeliverWebhookDocument, WebhookDeliveriesDocument } from '../generated/graphql';
import { StatusBadge, When } from '../shell/pager';
import { Button } from '../ui/button';
import { EmptyState, Skeleton } from '../ui/empty-state';
import { RefreshCw, Webhook } from '../ui/icons';
import { PageHead } from '../ui/page-head';

/** Webhook deliveries, newest first: every attempt with its status code or error, the next retry, the payload; redeliver a finished one. */
export function WebhooksPage() {
  const { data, error, reload } = useQuery(WebhookDeliveriesDocument);
  const [actionError, setActionError] = useState<string>();
  const redeliver = (id: string) =>
    request(RedeliverWebhookDocument, { id }).then(
      () => (setActionError(undefined), reload()),
      (e: Error) => setActionError(e.message),
    );
  return (
    <main class="page">
      <PageHead title="Webhooks" />
      {!data && !error && <Skeleton count={4} kind="rows" />}
      {(error ?? actionError) && (
        <p role="alert" class="field-error">
          {error ?? actionError}
        </p>
      )}
      {data && data.webhookDeliveries.edges.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Event</th>
                <th>URL</th>
                <th>Status</th>
                <th>Attempts</th>
                <th>Next retry</th>
                <th>Created</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.webhookDeliveries.edges.map(({ node: d }) => (
                <tr key={d.id}>
                  <td>{d.event}</td>
                  <td class="url">{d.url}</td>
                  <td>
                    <StatusBadge status={d.status} />
                  </td>
                  <td>
                    <ol class="attempts">
                      {d.attempts.map((a) => (
                        <li key={a.number}>
                          #{a.number}: {a.responseStatus ?? a.error ?? 'in flight'} ({a.durationMs} ms)
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>
                    <When iso={d.nextAttemptAt} />
                  </td>
                  <td>
                    <When iso={d.createdAt} />
                  </td>
                  <td class="stack" style={{ gap: 'var(--space-2)' }}>
                    <details class="disclosure">
                      <summary>Payload</summary>
                      <pre aria-label={`Payload of ${d.event}`}>{JSON.stringify(d.payload, null, 2)}</pre>
                    </details>
                    {d.status !== 'pending' && (
                      <Button size="sm" icon={<RefreshCw size={14} />} onClick={() => redeliver(d.id)}>
                        Redeliver
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.webhookDeliveries.edges.length === 0 && (
        <EmptyState icon={<Webhook size={28} />} title="No deliveries yet">
          They appear once a snap or batch with a webhook_url finishes: each attempt, its answer, and the payload sent.
        </EmptyState>
      )}
    </main>
  );
}
