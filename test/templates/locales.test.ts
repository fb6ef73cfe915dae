import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, expectGolden } from '../render/helpers.js';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaFile } from '../support/media-file.js';

// Locales (issue 42; docs/rendering.md "Locales"): the docs' card in four languages, Arabic mirrored,
// a plural at 0, 1 and 5, a missing message named, and what a write or a render refuses.

const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8')
  .split('\n### Locales: `locales` and `message`\n')[1]
  .split('\n## ')[0];
const CARD = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]) as Record<string, any>;

/** A template body in GraphQL's names. */
const input = ({ background_color, ...rest }: Record<string, unknown>) => ({
  ...rest,
  backgroundColor: background_color,
});
const CREATE = 'mutation($i: TemplateInput!) { createTemplate(input: $i) { uuid } }';
const SNAP = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { missingMessages snaps { mediaUrl status } } }';

const withLocales = (change: (l: any) => void) => {
  const l = structuredClone(CARD.locales);
  change(l);
  return { ...CARD, locales: l };
};

const REFUSED: [string, Record<string, unknown>, string, string][] = [
  [
    'a locale that is not BCP 47',
    withLocales((l) => (l.messages['xx_YY!'] = { title: 'x' })),
    'locales.messages.xx_YY!',
    '"xx_YY!" is not a BCP 47 language tag.',
  ],
  [
    'a message that does not parse',
    withLocales((l) => (l.messages.de.items = '{count, plural, one {# Vorlage}}')),
    'locales.messages.de.items',
    'The message does not parse: MISSING_OTHER_CLAUSE.',
  ],
  [
    'a catalog of 300 KB',
    withLocales((l) => {
      for (let i = 0; i < 34; i++) l.messages.en[`long${i}`] = 'x'.repeat(9000);
    }),
    'locales',
    'The catalogs must not be greater than 256 kilobytes as JSON.',
  ],
  [
    'a layer message the default locale has not',
    { ...CARD, layers: CARD.layers.map((l: any) => (l.layer === 'title' ? { ...l, message: 'nope' } : l)) },
    'layers.1.message',
    'The default locale (en) has no message "nope".',
  ],
];

describe('locales', () => {
  let t: TestApp;
  let uuid: string;
  let token: string;
  const fileOf = (mediaUrl: string) => mediaFile(t, mediaUrl);
  const templates = () => t.app.services.database.prisma.template.count();
  const snaps = () => t.app.services.database.prisma.snap.count();
  const render = async (input: Record<string, unknown>) => {
    const r = await t.graphql(SNAP, { i: { templateId: uuid, ...input } }, token);
    expect(r.errors).toBeUndefined();
    return { png: await fileOf(r.data.createSnap.snaps[0].mediaUrl), missing: r.data.createSnap.missingMessages };
  };

  beforeAll(async () => {
    t = await startTestApp('postgres');
    ({ token } = await t.account({ credits: 20 }));
    const r = await t.graphql(CREATE, { i: input(CARD) }, token);
    expect(r.errors).toBeUndefined();
    uuid = r.data.createTemplate.uuid;
  });
  afterAll(() => t?.close());

  it.each(['en', 'de', 'ar', 'ja'])('draws the card in %s (golden)', async (locale) => {
    const { png, missing } = await render({ locale, messageValues: { count: 5 } });
    expect(missing).toEqual([]);
    expectGolden(`docs-locale-${locale}`, png);
    // The bar sits at x 40 in a left-to-right locale, mirrored to 744 in Arabic.
    const image = decodePng(png);
    const blue = (x: number) =>
      image.data[(150 * image.width + x) * 4 + 2] > 200 && image.data[(150 * image.width + x) * 4] < 80;
    expect([blue(48), blue(752)]).toEqual(locale === 'ar' ? [false, true] : [true, false]);
  });

  it.each([0, 1, 5])('a plural at %i (golden)', async (count) => {
    expectGolden(`docs-locale-en-${count}`, (await render({ locale: 'en', messageValues: { count } })).png);
  });

  it('a locale without the messages draws the default locale’s and names them', async () => {
    const fr = await render({ locale: 'fr-CA', messageValues: { count: 2 } });
    expect(fr.missing).toEqual(['title', 'items']);
    expect(fr.png.equals((await render({ locale: 'en', messageValues: { count: 2 } })).png)).toBe(true);
  });

  it('refuses a render locale that is not BCP 47, rendering and charging nothing', async () => {
    const before = await snaps();
    const r = await t.graphql(SNAP, { i: { templateId: uuid, locale: 'not a locale!' } }, token);
    expect(r.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { locale: ['The locale "not a locale!" is not a BCP 47 language tag.'] },
    });
    expect(await snaps()).toBe(before);
  });

  it.each(REFUSED)(
    'GraphQL: %s is a BAD_USER_INPUT naming the field, nothing stored',
    async (_w, body, field, message) => {
      const before = await templates();
      const r = await t.graphql(CREATE, { i: input(body) }, token);
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { [field]: [message] } });
      expect(await templates()).toBe(before);
    },
  );
});
