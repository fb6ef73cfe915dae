import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * Channels and their payloads: ids only; subscribers (GraphQL subscriptions) read the current
 * state from the database. Capabilities publish here without knowing who listens.
 */
type Channels = {
  snapUpdated: [snapId: string, payload: { id: string; status: string }];
  batchProgress: [batchId: string, payload: { changedItemIds: string[] }];
};

export type Events = ReturnType<typeof createPubSub<Channels>>;

/** In-process events, or through Redis so that any API process can serve any subscription. */
export function createEvents(connect?: (options: RedisOptions) => Redis): { events: Events; close(): Promise<void> } {
  if (!connect) return { events: createPubSub<Channels>(), close: async () => {} };
  const publishClient = connect({ maxRetriesPerRequest: null });
  const subscribeClient = connect({ maxRetriesPerRequest: null });
  // Both reconnect (and resubscribe) by themselves after Redis restarts: errors meanwhile are expected.
  for (const client of [publishClient, subscribeClient]) client.on('error', () => {});
  const events = createPubSub<Channels>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    events,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
