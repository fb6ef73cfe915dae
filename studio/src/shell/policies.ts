import { useMemo } from 'preact/hooks';
import { useQuery } from '../api/use-query';
import { MeDocument, type Policy } from '../generated/graphql';

/**
 * The policies the signed-in person's role passes, from the API (`me.policies`); undefined until
 * read, so that nothing is offered before it is known to be allowed.
 */
export function usePolicies(): ReadonlySet<Policy> | undefined {
  const policies = useQuery(MeDocument).data?.me.policies;
  return useMemo(() => policies && new Set(policies), [policies]);
}
