/**
 * The most a tool call's arguments (or an HTTP request to /mcp) may weigh: the REST API's body limit, so
 * that nothing reaches the API through MCP that it would not take directly.
 */
export const MAX_ARGUMENT_BYTES = 2 * 1024 * 1024;

export const ARGUMENTS_TOO_LARGE = `The arguments are too large: at most ${MAX_ARGUMENT_BYTES / 1024 / 1024} MB.`;

/** Whether a call's arguments fit the limit. */
export const argumentsFit = (args: unknown) => Buffer.byteLength(JSON.stringify(args ?? {})) <= MAX_ARGUMENT_BYTES;
