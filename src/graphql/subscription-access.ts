import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Repeater } from '@graphql-yoga/subscription';
import { followAccessChanges, type AccessChange } from '../access/access-changes.js';
import type { AuthContext } from '../access/auth-context.js';
import type { Events } from '../events/event-bus.js';
import type { Context } from './context.js';
import { coded } from './errors.js';
import { scopesOf } from './scopes.js';

interface OpenSubscription {
  auth: AuthContext;
  reauthenticate: () => Promise<AuthContext | null>;
  end(): void;
}

/** The last result of a subscription whose caller no longer stands, before it completes. */
const ENDED: ExecutionResult = {
  errors: [
    coded(
      'UNAUTHENTICATED',
      'This subscription has ended: the key or session it was opened with no longer stands (revoked, or its member removed).',
    ),
  ],
};

/**
 * `source`'s results until `ended` settles, then ENDED, then the end. The source is closed as a
 * client's close would close it, even while it waits for its next event.
 */
const untilEnded = (source: AsyncIterable<ExecutionResult>, ended: Promise<void>) =>
  new Repeater<ExecutionResult>(async (push, stop) => {
    const results = source[Symbol.asyncIterator]();
    void stop.then(() => results.return?.());
    void ended.then(async () => {
      await push(ENDED);
      stop();
    });
    // The repeater's end waits for this function: it returns once stopped, not at the source's next event.
    for (;;) {
      const next = await Promise.race([results.next(), stop]);
      if (!next || next.done) return stop();
      await push(next.value);
    }
  });

/**
 * The subscriptions open in this process (graphql-ws and SSE alike), each for as long as its caller
 * stands: when a key is revoked or a member changes, in any process, the subscriptions of that key
 * or member read their token or session again, and those no longer allowed the API get ENDED and
 * complete. Before, a removed member's or revoked key's open subscription kept receiving the
 * account's events (issue 39); new operations were already refused.
 */
export class SubscriptionAccess {
  private readonly open = new Set<OpenSubscription>();

  readonly plugin: Plugin = {
    onSubscribe: ({ args }) => {
      const { auth, reauthenticate } = args.contextValue as unknown as Context;
      if (!auth || !reauthenticate) return;
      return {
        onSubscribeResult: ({ result, setResult }) => {
          if (!(Symbol.asyncIterator in result)) return;
          let end!: () => void;
          const ended = new Promise<void>((r) => (end = r));
          const entry: OpenSubscription = { auth, reauthenticate, end };
          this.open.add(entry);
          setResult(untilEnded(result, ended));
          return { onEnd: () => this.open.delete(entry) };
        },
      };
    },
  };

  /** Follows access changes (`events`) until the returned stop. */
  follow(events: Events): () => void {
    return followAccessChanges(events, (change) => this.recheck(change));
  }

  /** The subscriptions of the key or member `change` names, their callers read again; those that no longer stand end. */
  private async recheck(change: AccessChange): Promise<void> {
    const concerned = [...this.open].filter(({ auth }) =>
      'tokenId' in change ? auth.tokenId === change.tokenId : auth.user.id === change.userId,
    );
    await Promise.all(
      concerned.map(async (s) => {
        // Unread (the database away) is not allowed: the client can subscribe again, and is authenticated then.
        if (!scopesOf(await s.reauthenticate().catch(() => null)).api) s.end();
      }),
    );
  }
}
