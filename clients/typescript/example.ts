// The README's example of the typed client (openapi-fetch over schema.d.ts): run by test/foundation/openapi-client.test.ts.
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export async function renderGreeting(baseUrl: string, token: string): Promise<string> {
  const api = createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });

  const created = await api.POST('/api/v1/templates', {
    body: {
      title: 'Greeting',
      width: 600,
      height: 300,
      layers: [{ layer: 'title', type: 'text', x: 20, y: 20, width: 560, height: 100, text: 'Hi' }],
    },
  });
  if (created.error) throw new Error(created.error.message);

  const snap = await api.POST('/api/v1/snaps', {
    body: { template_id: created.data.data.uuid, format: 'png', variants: [{ layer: 'title', text: 'Hello, world' }] },
  });
  if (snap.error) throw new Error(snap.error.message);
  // 201 is one snap here (no collection_id); the type also allows a collection's array.
  if (Array.isArray(snap.data)) throw new Error('one template, one snap');
  return snap.data.media_url ?? '';
}
