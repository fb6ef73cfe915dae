import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { callerIp, forwardingHeaders } from './forwarded-caller.js';

const request = (headers: Record<string, string>) =>
  ({ headers, ip: '127.0.0.1', socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage & { ip: string };

describe('callerIp', () => {
  it("is the client a call of this process to itself names (MCP's tools), so budgets count that client", () => {
    expect(callerIp(request(forwardingHeaders('203.0.113.9')))).toBe('203.0.113.9');
  });

  it("ignores anyone else's forwarding headers: a forged or missing secret counts the socket's address", () => {
    const forged = { ...forwardingHeaders('203.0.113.9'), 'x-snapforge-forwarded-by': 'f'.repeat(64) };
    expect(callerIp(request(forged))).toBe('127.0.0.1');
    expect(callerIp(request({ 'x-snapforge-forwarded-for': '203.0.113.9' }))).toBe('127.0.0.1');
    expect(callerIp(request({}))).toBe('127.0.0.1');
  });
});
