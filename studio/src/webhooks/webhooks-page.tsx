import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { RedeliverWebhookDocument, WebhookDeliveriesDocument } from '../generated/graphql';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

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
      <h1>Webhooks</h1>
      {(error ?? actionError) && (
        <p role="alert" class="field-error">
          {error ?? actionError}
        </p>
      )}
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
                <span class={`status status-${d.status}`}>{d.status}</span>
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
              <td>{when(d.nextAttemptAt)}</td>
              <td>{when(d.createdAt)}</td>
              <td>
                <details>
                  <summary>Payload</summary>
                  <pre aria-label={`Payload of ${d.event}`}>{JSON.stringify(d.payload, null, 2)}</pre>
                </details>
                {d.status !== 'pending' && (
                  <button type="button" onClick={() => redeliver(d.id)}>
                    Redeliver
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.webhookDeliveries.edges.length === 0 && (
        <p>No deliveries yet: they appear once a snap or batch with a webhook_url finishes.</p>
      )}
    </main>
  );
}
