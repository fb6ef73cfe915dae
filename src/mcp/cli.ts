// `mcp`: an MCP server on stdin/stdout, a client of a running server (stdout is MCP's, so it prints nothing else).
import { serveMcpOverStdio } from './stdio-transport.js';
import type { ClientCommand, Command } from '../modules/cli/command.js';

const mcp: ClientCommand = {
  name: 'mcp',
  usage: `  mcp                                 an MCP server on stdin/stdout for a local AI assistant, calling the server at
                                      SNAPFORGE_URL with the API key SNAPFORGE_TOKEN (docs/integrations.md)`,
  client: () => serveMcpOverStdio(process.env),
};

/** Its commands, as `snapforge help` lists them (`src/cli/commands.ts` places them among the others). */
export const commands: Command[] = [mcp];
