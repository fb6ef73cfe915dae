import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Policy } from '../generated/graphql';

/** Provided by the shell from the `me` it reads on every page, so pages ask the API no second time. */
export const PoliciesContext = createContext<ReadonlySet<Policy> | undefined>(undefined);

/**
 * The policies the signed-in person's role passes, from the API (`me.policies`); undefined until
 * read, so that nothing is offered before it is known to be allowed.
 */
export function usePolicies(): ReadonlySet<Policy> | undefined {
  return useContext(PoliciesContext);
}
