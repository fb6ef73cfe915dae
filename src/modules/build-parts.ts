import type { CapabilityModule } from './module.js';
import type { InfrastructureParts, Parts } from './parts.js';

/** A module listed before a part it builds from: the process stops at start, naming both. */
export class ModuleOrderError extends Error {}

/**
 * Builds every module's parts on the infrastructure, in the order listed. A provider whose needs are
 * not all built yet fails here, at start, rather than as an undefined deep in a request.
 */
export function buildParts(modules: readonly CapabilityModule[], infrastructure: InfrastructureParts): Parts {
  const parts: Partial<Parts> = { ...infrastructure };
  for (const module of modules) {
    for (const [part, provider] of Object.entries(module.provides ?? {})) {
      const missing = provider.needs.filter((need) => parts[need] === undefined);
      if (missing.length)
        throw new ModuleOrderError(
          `${module.name} builds ${part} from ${missing.join(', ')}, which no module listed before it builds`,
        );
      Object.assign(parts, { [part]: provider.build(parts as Parts) });
    }
  }
  return parts as Parts;
}
