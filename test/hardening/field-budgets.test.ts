import { complexityFromQuery } from '@pothos/plugin-complexity';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST } from '../../src/graphql/limits/field-complexity.js';
import { schema } from '../../src/server/schema.js';
import { createForm, submit } from '../forms/support.js';
import { createTemplate } from '../snaps/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const RENDERS = 3;
const GRAPHQL_OPERATIONS = 30;

describe('renders over /graphql are throttled per field, and SSE spends the GraphQL budget', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      RATE_LIMIT_PER_MINUTE: String(RENDERS),
      GRAPHQL_RATE_LIMIT_PER_MINUTE: String(GRAPHQL_OPERATIONS),
    });
    ({ token } = await t.account({ credits: 20 }));
    template = await createTemplate(t, token);
  });
  afterAll(() => t?.close());

  const snaps = async () =>
    (await t.graphql('{ snaps(first: 50) { edges { node { id } } } }', {}, token)).data.snaps.edges.length;

  it('each createSnap alias spends one render; submitEmbeddedForm draws on the same budget, over GraphQL only', async () => {
    const form = await createForm(t, token, { templateId: template, layers: ['title'] });
    const snap = (n: number) => `a${n}: createSnap(input: { templateId: "${template}" }) { snaps { id } }`;
    // Four renders in one operation: the fourth alias is refused before it renders.
    const four = await t.graphql(`mutation { ${[0, 1, 2, 3].map(snap).join(' ')} }`, {}, token);
    expect(four.data).toBeNull();
    expect(four.errors).toEqual([
      expect.objectContaining({
        path: ['a3'],
        message: 'Too Many Attempts.',
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) }),
      }),
    ]);
    expect(await snaps()).toBe(RENDERS);
    const viaForm = await t.graphql(
      'mutation($url: String!) { submitEmbeddedForm(url: $url, layers: [{ key: "title", text: "Hi" }]) { snaps { id } } }',
      { url: form.url },
    );
    expect(viaForm.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(await snaps()).toBe(RENDERS);
    // The form's REST endpoint is not rate limited (spec): it still renders.
    const rest = await submit(t, form.url, { title: 'Hi' });
    expect(rest.status).toBe(200);
    expect(await snaps()).toBe(RENDERS + 1);
  });

  it('subscriptions over SSE count against GRAPHQL_RATE_LIMIT_PER_MINUTE like any request', async () => {
    const watch = JSON.stringify({
      query: 'subscription($id: String!) { snapUpdated(id: $id) { id status } }',
      variables: { id: 'no-such-snap' },
    });
    let refused: { at: number; body: unknown } | undefined;
    for (let i = 1; i <= GRAPHQL_OPERATIONS + 1 && !refused; i++) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: watch,
      });
      if (res.status === 429) refused = { at: i, body: await res.json() };
      else await res.body?.cancel();
    }
    // Some of the budget went to the test before; what is left runs out within it.
    expect(refused?.at).toBeGreaterThan(1);
    expect(refused?.body).toEqual({
      errors: [{ message: 'Too Many Attempts.', extensions: { code: 'RATE_LIMITED' } }],
    });
  });
});

describe('the cost of renders and previews', () => {
  it.each([
    ['createSnap(input: {}) { replayed }', COST.render],
    ['createBatch(input: {}) { replayed }', COST.render],
    ['createScreenshot(input: {}) { id }', COST.render],
    ['submitEmbeddedForm(url: "x") { collectionForm }', COST.render],
  ])('mutation { %s } costs a render and its one field', (field, cost) => {
    expect(complexityFromQuery(parse(`mutation { ${field} }`), { schema, ctx: {}, variables: {} }).complexity).toBe(
      cost + 1,
    );
  });
  it.each([
    ['preview { width }', COST.preview],
    ['renderDraft(id: 1, input: {}) { width }', COST.preview],
  ])('query { %s } costs a preview and its one field', (field, cost) => {
    expect(complexityFromQuery(parse(`{ ${field} }`), { schema, ctx: {}, variables: {} }).complexity).toBe(cost + 1);
  });
});
