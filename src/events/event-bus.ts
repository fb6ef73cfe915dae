import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Redis, RedisOptions } from 'ioredis';

/** A batch item's state as just committed: what a batch's subscribers apply to what they read at the start. */
export interface BatchItemChange {
  id: string;
  status: string;
  mediaKey: string | null;
  lastError: string | null;
  /** What the ledger charged for it in the same statement (0 unless it completed). */
  creditsCharged: number;
}

/** A clip being rendered: its frames, how many are drawn, and how many are written to the file. */
export interface ClipProgress {
  frames: number;
  drawn: number;
  encoded: number;
}

/**
 * Channels and their payloads. A snap's subscribers read its state from the database; a batch's
 * read it once, then apply each event's committed changes instead of reading every item again
 * per transition (docs/performance.md), and read it whole once more when the batch ends.
 * Capabilities publish here without knowing who listens.
 */
type Channels = {
  /** A status change, or a clip's frames drawn and encoded so far (`progress`, while it is processing). */
  snapUpdated: [snapId: string, payload: { id: string; status: string; progress?: ClipProgress }];
  batchProgress: [batchId: string, payload: { items: BatchItemChange[]; batchStatus?: string }];
  /** A batch was accepted for the account: lists of batches show it without a reload. */
  batchCreated: [accountId: string, payload: { uuid: string }];
  /** An access token was revoked: every API process forgets the identity it remembers for it. */
  tokenRevoked: [payload: { tokenId: number }];
  /** A member's role changed, or they were removed: every API process forgets the identities it remembers for them. */
  memberChanged: [payload: { userId: number }];
};

export type Events = ReturnType<typeof createPubSub<Channels>>;

/** In-process events, or through Redis so that any API process can serve any subscription. */
export function createEvents(connect?: (options: RedisOptions) => Redis): { events: Events; close(): Promise<void> } {
  if (!connect) return { events: createPubSub<Channels>(), close: async () => {} };
  const publishClient = connect({ maxRetriesPerRequest: null });
  // Without its CLIENT SETINFO, ioredis (5.8-5.11) no longer sends the handshake's INFO after a SUBSCRIBE
  // queued while connecting, which Redis refused in subscriber mode, losing the subscription about one
  // time in six (ioredis issues 2037, 2055; test/events/event-bus.test.ts).
  const subscribeClient = connect({ maxRetriesPerRequest: null, disableClientInfo: true });
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

/**
 * Publishes from a short-lived process that does not otherwise use the bus (a CLI command), through
 * Redis: resolves once Redis has taken the events, so the process may exit.
 */
export async function publishOnce(
  connect: (options: RedisOptions) => Redis,
  publish: (events: Events) => void,
): Promise<void> {
  const client = connect({ maxRetriesPerRequest: 1 });
  publish(
    createPubSub<Channels>({ eventTarget: createRedisEventTarget({ publishClient: client, subscribeClient: client }) }),
  );
  // QUIT is answered after the commands before it: the PUBLISH went through.
  await client.quit();
}
