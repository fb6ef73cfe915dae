import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';
import { coded } from '../errors.js';

/**
 * At most `max` subscriptions open at once per client address in this process, over graphql-ws and
 * SSE alike. The per-minute budget bounds how fast they are opened, not how many stay open: each
 * one holds a listener and, on a socket, memory for as long as the client likes. A place is taken
 * before the subscription starts (so a burst cannot overshoot) and given back when its stream ends,
 * is closed by the client, or never starts.
 */
export function subscriptionCap(max: number): Plugin {
  const open = new Map<string, number>();
  const release = (address: string) => {
    const left = (open.get(address) ?? 1) - 1;
    if (left > 0) open.set(address, left);
    else open.delete(address);
  };
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn, setResultAndStopExecution }) {
      const address = (args.contextValue as unknown as Context).clientIp ?? '';
      const taken = open.get(address) ?? 0;
      if (taken >= max) {
        return setResultAndStopExecution({
          errors: [
            coded(
              'RATE_LIMITED',
              `At most ${max} subscriptions may be open at once from one address (GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP): end one first.`,
              { maxSubscriptions: max },
            ),
          ],
        });
      }
      open.set(address, taken + 1);
      let held = true;
      const giveBack = () => {
        if (held) release(address);
        held = false;
      };
      setSubscribeFn(async (a) => {
        try {
          return await subscribeFn(a);
        } catch (e) {
          giveBack();
          throw e;
        }
      });
      return {
        // A result that is no stream (an error at the start) holds no place; a stream gives it back
        // when it ends or is closed, or when it throws (a generator whose first step fails: NOT_FOUND).
        onSubscribeResult: ({ result }) => (Symbol.asyncIterator in result ? { onEnd: giveBack } : giveBack()),
        onSubscribeError: giveBack,
      };
    },
  };
}
