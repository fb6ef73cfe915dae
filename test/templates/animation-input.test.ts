import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Motion in a template write (issue 41; docs/rendering.md "Animation", docs/api.md): what a write refuses,
// with the field named, over REST and GraphQL, storing nothing; what it stores and reads back.

const box = (props: Record<string, unknown> = {}) => ({
  layer: 'box',
  type: 'empty',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  background_color: '#ff0000',
  ...props,
});
const ANIMATION = { duration: 2000, fps: 10 };

const REFUSED: [string, Record<string, unknown>, string, string][] = [
  [
    'a 10-minute duration',
    { animation: { duration: 600_000 } },
    'animation.duration',
    'The animation.duration field must not be greater than 60000.',
  ],
  [
    '1,000 fps',
    { animation: { duration: 1000, fps: 1000 } },
    'animation.fps',
    'The animation.fps field must not be greater than 60.',
  ],
  [
    '10,000 keyframes on a layer',
    {
      animation: ANIMATION,
      layers: [box({ keyframes: Array.from({ length: 10_000 }, (_, i) => ({ time: i / 10, x: i })) })],
    },
    'layers.0.keyframes',
    'The layers.0.keyframes field must not have more than 100 items.',
  ],
  [
    'an easing that does not parse',
    { animation: ANIMATION, layers: [box({ keyframes: [{ time: 0, x: 0, easing: 'cubic-bezier(2, 0, 1, 1)' }] })] },
    'layers.0.keyframes.0.easing',
    'The easing "cubic-bezier(2, 0, 1, 1)" is a cubic-bezier() whose x values (the first and third) are not between 0 and 1.',
  ],
  [
    'keyframes out of order',
    {
      animation: ANIMATION,
      layers: [
        box({
          keyframes: [
            { time: '50%', x: 0 },
            { time: 200, x: 10 },
          ],
        }),
      ],
    },
    'layers.0.keyframes.1.time',
    'The keyframes must be in time order: keyframe 1 (200 ms) comes before keyframe 0 (1000 ms).',
  ],
  [
    'a keyframe after the end of the animation',
    {
      animation: ANIMATION,
      layers: [
        box({
          keyframes: [
            { time: 0, x: 0 },
            { time: 2500, x: 10 },
          ],
        }),
      ],
    },
    'layers.0.keyframes.1.time',
    'The time (2500 ms) is after the end of the animation (2000 ms).',
  ],
  [
    'a 4000x4000 animation of 1800 frames',
    { width: 4000, height: 4000, animation: { duration: 60_000, fps: 30 } },
    'animation',
    'A 4000x4000 animation of 1800 frames draws 28,800,000,000 pixels, more than 4,000,000,000 (width x height x frames): shorten the duration, lower the fps or the size.',
  ],
  [
    'keyframes without an animation',
    { layers: [box({ keyframes: [{ time: 0, x: 0 }] })] },
    'layers.0.keyframes',
    "The layers.0.keyframes field needs the template's animation: set animation.duration.",
  ],
  [
    'a property the layer type does not animate',
    { animation: ANIMATION, layers: [box({ keyframes: [{ time: 0, visible_characters: 3 }] })] },
    'layers.0.keyframes.0.visible_characters',
    'The layers.0.keyframes.0.visible characters field is not a known property.',
  ],
  [
    'a preset the layer type does not take',
    { animation: ANIMATION, layers: [box({ entrance: { preset: 'typewriter' } })] },
    'layers.0.entrance.preset',
    'The selected layers.0.entrance.preset is invalid. Valid values: fade, slide, scale, pop.',
  ],
];

describe('motion in a template write', () => {
  let t: TestApp;
  let token: string;
  const templates = () => t.app.services.database.prisma.template.count();

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(() => t?.close());

  it.each(REFUSED)('REST: %s is a 422 naming the field, nothing stored', async (_what, fields, field, message) => {
    const before = await templates();
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Bad', width: 200, height: 200, ...fields },
    });
    expect(r.status, r.text.slice(0, 300)).toBe(422);
    expect(r.body.errors[field]).toEqual([message]);
    expect(await templates()).toBe(before);
  });

  it.each(REFUSED)(
    'GraphQL: %s is a BAD_USER_INPUT naming the field, nothing stored',
    async (_what, fields, field, message) => {
      const before = await templates();
      const r = await t.graphql(
        'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }',
        { i: { title: 'Bad', width: 200, height: 200, ...fields } },
        token,
      );
      expect(r.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { [field]: [message] } });
      expect(await templates()).toBe(before);
    },
  );

  it('stores an animation and keyframes, reads them back, and a still template reads as before with a null animation', async () => {
    const keyframes = [
      { time: 0, x: 0, easing: 'linear' },
      { time: '100%', x: 100, background_color: 'blue' },
    ];
    const layers = [
      box({ keyframes }),
      box({ layer: 'title', type: 'text', text: 'Hi', entrance: { preset: 'typewriter' }, exit: { preset: 'fade' } }),
    ];
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Moving', width: 200, height: 200, animation: ANIMATION, layers },
    });
    expect(created.status, created.text).toBe(201);
    const { uuid, id } = created.body.data;
    const read = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    expect(read.body.animation).toEqual({ ...ANIMATION, loop: 'forever' });
    expect(read.body.layers[0].keyframes).toEqual(keyframes);
    expect(read.body.layers[1]).toMatchObject({ entrance: { preset: 'typewriter' }, exit: { preset: 'fade' } });
    const gql = await t.graphql('query($u: String!) { template(uuid: $u) { animation } }', { u: uuid }, token);
    expect(gql.data.template.animation).toEqual({ ...ANIMATION, loop: 'forever' });

    // A later write that would push a keyframe past the end is refused against the stored layers.
    const shorter = await t.request('PATCH', `/api/v1/templates/${id}`, {
      token,
      body: { title: 'Moving', animation: { duration: 1000 } },
    });
    expect(shorter.status).toBe(200);
    const tooShort = await t.request('PATCH', `/api/v1/templates/${id}`, {
      token,
      body: { title: 'Moving', layers: [box({ keyframes: [{ time: 1500, x: 1 }] })] },
    });
    expect(tooShort.body.errors).toEqual({
      'layers.0.keyframes.0.time': ['The time (1500 ms) is after the end of the animation (1000 ms).'],
    });
    // null makes the design still again: its keyframes must go with it.
    const still = await t.request('PATCH', `/api/v1/templates/${id}`, {
      token,
      body: { title: 'Moving', animation: null, layers: [box()] },
    });
    expect(still.status, still.text).toBe(200);
    expect((await t.request('GET', `/api/v1/templates/${uuid}`, { token })).body.animation).toBeNull();

    const plain = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Still', width: 200, height: 200, layers: [box()] },
    });
    const row = await t.app.services.database.prisma.template.findUniqueOrThrow({ where: { id: plain.body.data.id } });
    expect(row.animation).toBeNull();
    expect(row.layers).toEqual([{ ...box(), border_radius: 0, border_width: 0, border_color: '#000000' }]);
  });
});
