import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LineLimit } from './line-limit.js';

async function through(input: string[], max: number) {
  const dropped: (string | number | null)[] = [];
  const out: string[] = [];
  const limit = Readable.from(input.map((s) => Buffer.from(s))).pipe(new LineLimit(max, (id) => dropped.push(id)));
  for await (const chunk of limit) out.push(String(chunk));
  return { out: out.join(''), dropped };
}

describe('LineLimit', () => {
  it('passes lines within the limit whole, however they are cut into chunks', async () => {
    const { out, dropped } = await through(['{"a":', '1}\n{"b"', ':2}\n'], 20);
    expect(out).toBe('{"a":1}\n{"b":2}\n');
    expect(dropped).toEqual([]);
  });

  it('drops a longer line, naming its id from its end or its start, and goes on with the next', async () => {
    const big = 'x'.repeat(100);
    const { out, dropped } = await through(
      [
        `{"method":"tools/call","params":{"t":"${big}`,
        `"},"jsonrpc":"2.0","id":7}\n{"ok":1}\n`,
        `{"jsonrpc":"2.0","id":"a-1","method":"m","params":{"t":"${big}"}}\n`,
        `{"params":"${big}"}\n`,
      ],
      50,
    );
    expect(out).toBe('{"ok":1}\n');
    expect(dropped).toEqual([7, 'a-1', null]);
  });
});
