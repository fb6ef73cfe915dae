import { EnvelopArmor } from '@escape.tech/graphql-armor';

/** Far above what our dashboards and the REST adapter send, far below what stalls a parser or validator. */
const DOCUMENT_LIMITS = { aliases: 15, depth: 10, directives: 20, tokens: 2000 } as const;

/**
 * graphql-armor's checks of the document's shape, at parse (tokens) and validation (the rest), so
 * a hostile document is refused before any resolver runs. Its cost limit is off: ours knows our
 * expensive fields (./field-complexity.ts). Introspection (GraphiQL's) is exempt from the depth limit.
 */
export function armorPlugins() {
  return new EnvelopArmor({
    maxAliases: { n: DOCUMENT_LIMITS.aliases },
    maxDepth: { n: DOCUMENT_LIMITS.depth, ignoreIntrospection: true },
    maxDirectives: { n: DOCUMENT_LIMITS.directives },
    maxTokens: { n: DOCUMENT_LIMITS.tokens },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect().plugins;
}
