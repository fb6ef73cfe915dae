import { describe, expect, it } from 'vitest';
import { followOrder } from './follow-order.js';

describe('followOrder', () => {
  it('places each layer after the ones it sits below and wraps', () => {
    const placed = followOrder([
      { layer: 'button', wraps: { layer: 'label' } },
      { layer: 'label', below: { layer: 'title' } },
      { layer: 'title' },
      { layer: 'note', below: { layer: 'button' } },
    ]);
    expect(placed).toEqual({ order: ['label', 'button', 'note'] });
  });

  it('finds a cycle through wrapping and following', () => {
    expect(
      followOrder([
        { layer: 'button', wraps: { layer: 'label' } },
        { layer: 'label', below: { layer: 'button' } },
      ]),
    ).toEqual({ cycle: ['button', 'label', 'button'] });
    expect(
      followOrder([
        { layer: 'a', below: { layer: 'b' } },
        { layer: 'b', below: { layer: 'a' } },
      ]),
    ).toEqual({
      cycle: ['a', 'b', 'a'],
    });
  });

  it('follows nothing for a key no layer has', () =>
    expect(followOrder([{ layer: 'a', wraps: { layer: 'gone' } }])).toEqual({ order: ['a'] }));
});
