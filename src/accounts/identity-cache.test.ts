import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../access/auth-context.js';
import { forgetToken, rememberedToken } from './identity-cache.js';

const identity = (tokenId: number): AuthContext => ({
  tokenId,
  abilities: ['api-requests'],
  user: { id: 1, email: 'a@example.com', name: 'A', role: 'owner' },
  account: { id: 1, name: 'A', company: null },
});

describe('the identity cache', () => {
  it('reads a secret once for the requests that arrive together with it (issue 39: 300 SSE starts, 300 reads)', async () => {
    let reads = 0;
    const load = async () => (reads++, await new Promise((r) => setTimeout(r, 20)), identity(7));
    const all = await Promise.all(Array.from({ length: 300 }, () => rememberedToken('sfp_together', load)));
    expect(reads).toBe(1);
    expect(new Set(all.map((a) => a?.tokenId))).toEqual(new Set([7]));
    // Remembered afterwards: no read at all.
    await rememberedToken('sfp_together', load);
    expect(reads).toBe(1);
  });

  it('a revocation during a read: what was read is not remembered, and later requests read again', async () => {
    let reads = 0;
    const load = async () => (reads++, await new Promise((r) => setTimeout(r, 20)), identity(8));
    const early = rememberedToken('sfp_revoked', load);
    forgetToken(8);
    const late = rememberedToken('sfp_revoked', load);
    await Promise.all([early, late]);
    expect(reads).toBe(2);
    await rememberedToken('sfp_revoked', load);
    expect(reads).toBe(2);
  });
});
