import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

// renderDraft at one of the design's sizes and in one of its locales (issue 42; docs/api.md "Sizes"): the
// Studio's size and locale bar draws the unsaved design there, byte for byte the snap of that design at
// that size and locale; a size the design has not, or a tag that is not BCP 47, is refused naming the field.

const DESIGN = {
  title: 'Draft card',
  width: 400,
  height: 200,
  backgroundColor: '#ffffff',
  sizes: [{ name: 'square', width: 300, height: 300, layers: { title: { font_size: 48 } } }],
  locales: { default_locale: 'en', messages: { en: { title: 'Hello' }, de: { title: 'Hallo' } } },
  layers: [{ layer: 'title', type: 'text', x: 20, y: 20, width: 260, height: 80, message: 'title', font_size: 32 }],
};
const DRAFT = `query($id: Int!, $i: TemplateInput!, $size: String, $locale: String) {
  renderDraft(id: $id, input: $i, size: $size, locale: $locale) { dataUrl width height } }`;
const SNAP = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { mediaUrl } } }';

describe('renderDraft at a size and in a locale', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let uuid: string;
  const draft = (v: Record<string, unknown>) => t.graphql(DRAFT, { id, i: DESIGN, ...v }, token);
  const bytes = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1], 'base64');

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 20 }));
    const r = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { id uuid } }',
      { i: DESIGN },
      token,
    );
    ({ id, uuid } = r.data.createTemplate);
  }, 60_000);
  afterAll(() => t?.close());

  it('draws the size and locale asked, the same PNG as the snap of that size and locale', async () => {
    const r = await draft({ size: 'square', locale: 'de' });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.renderDraft).toMatchObject({ width: 300, height: 300 });
    const snap = await t.graphql(SNAP, { i: { templateId: uuid, sizes: ['square'], locale: 'de' } }, token);
    const file = Buffer.from(
      await (await fetch(t.url + new URL(snap.data.createSnap.snaps[0].mediaUrl).pathname)).arrayBuffer(),
    );
    expect(bytes(r.data.renderDraft.dataUrl).equals(file)).toBe(true);
    // Another locale and the design's own size draw something else.
    const english = await draft({ size: 'square', locale: 'en' });
    expect(english.data.renderDraft.dataUrl).not.toBe(r.data.renderDraft.dataUrl);
    expect((await draft({})).data.renderDraft).toMatchObject({ width: 400, height: 200 });
  });

  it('refuses a size the design has not and a locale that is not BCP 47, naming the field', async () => {
    const r = await draft({ size: 'story', locale: 'not a tag!' });
    expect(r.errors[0].extensions.errors).toEqual({
      size: ['The template has no size "story": its sizes are default, square.'],
      locale: ['The locale "not a tag!" is not a BCP 47 language tag.'],
    });
  });
});
