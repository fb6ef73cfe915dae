import type { DocumentedRoute } from '../../rest-adapter/openapi/route-doc.js';
import type { RestRoute } from '../../rest-adapter/route.js';
import type { Parts } from './parts.js';

/** Builds one part from the parts it names: the runtime builds it in a process, the CLI for one command. */
export interface Provider<Needs extends keyof Parts, Built> {
  needs: readonly Needs[];
  build(parts: Pick<Parts, Needs>): Built;
}

/** A provider that reads only the parts it names (its type says which, so a caller passes just those). */
export function provide<const Needs extends keyof Parts, Built>(
  needs: readonly Needs[],
  build: (parts: Pick<Parts, Needs>) => Built,
): Provider<Needs, Built> {
  return { needs, build };
}

/**
 * A capability as the server sees it: the parts it builds, its jobs, its recovery after a crash, and
 * its GraphQL fields and REST routes, loaded only by a process that serves them (the CLI never does).
 * Each capability declares one, as `src/<capability>/module.ts`; src/server/modules.ts lists them in
 * the order they are built.
 */
export interface CapabilityModule {
  /** The capability's folder. */
  name: string;
  /** The parts it builds, in order, each by its own provider. */
  provides?: { [Part in keyof Parts]?: Provider<keyof Parts, Parts[Part]> };
  /** Starts its job handlers, where this process works queued jobs; `inFlight` is how many jobs a queue runs at once. */
  work?(parts: Parts, how: { inFlight: number }): Promise<void> | void;
  /** Queues again what a crash or a Redis restart lost (at start and after each Redis restart, where jobs are worked). */
  recover?(parts: Parts): Promise<unknown>;
  /** Lets go of what it holds, after the queue has stopped taking jobs. */
  close?(parts: Parts): Promise<void>;
  /** Adds its types and fields to the schema builder. */
  graphql?(): Promise<unknown>;
  /** Its REST routes. */
  routes?(): Promise<RestRoute[]>;
  /** Routes it serves beside the REST router (they answer bytes), which openapi.json documents with the router's. */
  documentedRoutes?(): Promise<DocumentedRoute[]>;
}
