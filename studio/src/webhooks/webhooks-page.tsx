import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { RedeliverWebhookDocument, WebhookDeliveriesDocument } from '../generated/graphql';
import { ErrorLine } from '../shell/field-error';
import { StatusBadge, When } from '../shell/pager';
import { useAction } from '../shell/use-request';
import { Button } from '../ui/button';
import { EmptyState, Skeleton } from '../ui/empty-state';
import { RefreshCw, Webhook } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { Table } from '../ui/table';

/** Webhook deliveries, newest first: every attempt with its status code or error, the next retry, the payload; redeliver a finished one. */
export function WebhooksPage() {
  const { data, error, reload } = useQuery(WebhookDeliveriesDocument);
  const action = useAction(reload);
  const redeliver = (id: string) => action.run(request(RedeliverWebhookDocument, { id }));
  return (
    <main class="page">
      <PageHead title="Webhooks" />
      {!data && !error && <Skeleton count={4} kind="rows" />}
      <ErrorLine message={error ?? action.error} />
      {data && data.webhookDeliveries.edges.length > 0 && (
        <Table columns={['Event', 'URL', 'Status', 'Attempts', 'Next retry', 'Created', 'Actions']}>
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
        </Table>
      )}
      {data && data.webhookDeliveries.edges.length === 0 && (
        <EmptyState icon={<Webhook size={28} />} title="No deliveries yet">
          They appear once a snap or batch with a webhook_url finishes: each attempt, its answer, and the payload sent.
        </EmptyState>
      )}
    </main>
  );
}
