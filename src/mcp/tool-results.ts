import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApiRefusal } from './api-client.js';
import { ARGUMENTS_TOO_LARGE, argumentsFit } from './argument-limit.js';

/** A tool's answer as JSON text. */
export const jsonResult = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});

/** A refusal as the tool's error result: the API's message, then its field errors as it gave them. */
function refusalResult(message: string, errors?: Record<string, string[]>): CallToolResult {
  const text = errors && Object.keys(errors).length ? `${message}\n${JSON.stringify({ errors }, null, 2)}` : message;
  return { isError: true, content: [{ type: 'text', text }] };
}

/**
 * A tool's handler, refusing arguments over the limit before anything is called, and answering the
 * API's refusals as error results (anything else is the SDK's to report).
 */
export function handled<Args>(run: (args: Args) => Promise<CallToolResult>) {
  return async (args: Args): Promise<CallToolResult> => {
    if (!argumentsFit(args)) return refusalResult(ARGUMENTS_TOO_LARGE);
    try {
      return await run(args);
    } catch (e) {
      if (e instanceof ApiRefusal) return refusalResult(e.message, e.errors);
      throw e;
    }
  };
}
