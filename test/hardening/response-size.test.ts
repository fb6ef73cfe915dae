import { describe, expect, it } from 'vitest';
import { exceedsBytes } from '../../src/graphql/limits/response-size.js';

describe("exceedsBytes: a result's JSON size, counted without building the JSON", () => {
  const layers = Array.from({ length: 50 }, (_, i) => ({
    type: 'text',
    layer: `t${i}`,
    x: i,
    y: 0.5,
    hidden: i % 2 === 0,
    text: 'é'.repeat(100 * i),
    font: null,
  }));
  const result = { data: { template: { uuid: 'a'.repeat(36), layers, tags: [1, 2, 3] } } };
  const bytes = Buffer.byteLength(JSON.stringify(result));

  it('agrees with JSON.stringify within 2%, UTF-8 bytes included', () => {
    expect(exceedsBytes(result, Math.floor(bytes * 0.98))).toBe(true);
    expect(exceedsBytes(result, Math.ceil(bytes * 1.02))).toBe(false);
  });

  it('stops counting at the limit, and walks 100,000 levels of nesting without overflowing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(exceedsBytes(deep, 10)).toBe(true);
    expect(exceedsBytes(deep, 1_000_000)).toBe(false);
  });
});
