import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.js';
import { Checker, only } from './checker.js';

describe('Checker', () => {
  it("collects every field error, in the spec's sentences, and throws them once", () => {
    const c = new Checker();
    expect(c.string('title', 5)).toBeNull();
    expect(c.integer('width', 2.5)).toBeNull();
    expect(c.integer('height', 0, { min: 1, max: 4000 })).toBe(0);
    expect(c.oneOf('format', 'gif', ['png', 'jpeg'])).toBeNull();
    expect(c.boolean('async', 'yes')).toBeNull();
    expect(c.required('template_id', undefined)).toBe(false);
    let thrown: unknown;
    try {
      c.done();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).errors).toEqual({
      title: ['The title field must be a string.'],
      width: ['The width field must be an integer.'],
      height: ['The height field must be at least 1.'],
      format: ['The selected format is invalid. Valid values: png, jpeg.'],
      async: ['The async field must be true or false.'],
      template_id: ['The template id field is required.'],
    });
  });

  it('passes what is well typed, absent values as null, and throws nothing', () => {
    const c = new Checker();
    expect(c.string('title', 'Card', 255)).toBe('Card');
    expect(c.integer('width', 1200, { min: 1, max: 4000 })).toBe(1200);
    expect(c.oneOf('format', undefined, ['png'])).toBeNull();
    expect(c.list('items', [1])).toEqual([1]);
    expect(() => c.done()).not.toThrow();
  });

  it("`only` keeps a command's own fields (a resource read and sent back carries others)", () => {
    expect(only({ title: 'A', id: 7, status: 'x' }, { title: true })).toEqual({ title: 'A' });
  });
});
