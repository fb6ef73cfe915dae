import * as lcmsWasm from 'lcms-wasm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printColour } from '../../src/render/base/print-profile.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// renderDraft(softProof: true) (docs/studio.md "Print settings"): the Studio's canvas as it will
// print. Each drawn pixel goes through the print profile to CMYK inks and back; the expected colours
// come from this test's own LittleCMS instance over the same profile.

const LAYERS = [
  { layer: 'green', type: 'empty', x: 0, y: 0, width: 100, height: 100, background_color: '#00ff00' },
  { layer: 'ink', type: 'empty', x: 100, y: 0, width: 100, height: 100, background_color: 'cmyk(100%, 40%, 0%, 10%)' },
];

describe('renderDraft soft proof', { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 5 }));
    const r = await t.graphql(
      'mutation($input: TemplateInput!) { createTemplate(input: $input) { id } }',
      { input: { title: 'Proof', width: 200, height: 100, layers: LAYERS } },
      token,
    );
    id = r.data.createTemplate.id;
  });
  afterAll(() => t?.close());

  const draft = async (vars: Record<string, unknown>) => {
    const r = await t.graphql(
      'query($id: Int!, $input: TemplateInput!, $softProof: Boolean, $format: String) { renderDraft(id: $id, input: $input, softProof: $softProof, format: $format) { dataUrl } }',
      { id, input: { title: 'Proof' }, ...vars },
      token,
    );
    expect(r.errors).toBeUndefined();
    const { data, info } = await sharp(Buffer.from(r.data.renderDraft.dataUrl.split(',')[1], 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    return (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
  };

  /** sRGB through the profile's inks and back, by LittleCMS (relative colorimetric, black point compensation to inks). */
  async function printed(rgb: number[]): Promise<number[]> {
    const lcms = await lcmsWasm.instantiate();
    const icc = (await printColour()).profile;
    const at = lcms._malloc(icc.length);
    lcms.HEAPU8.set(icc, at);
    const cmyk = lcms._cmsOpenProfileFromMem(at, icc.length);
    lcms._free(at);
    const srgb = lcms.cmsCreate_sRGBProfile();
    const intent = lcmsWasm.INTENT_RELATIVE_COLORIMETRIC;
    const toInk = lcms.cmsCreateTransform(
      srgb,
      lcmsWasm.TYPE_RGB_8,
      cmyk,
      lcmsWasm.TYPE_CMYK_8,
      intent,
      lcmsWasm.cmsFLAGS_BLACKPOINTCOMPENSATION,
    );
    const back = lcms.cmsCreateTransform(cmyk, lcmsWasm.TYPE_CMYK_8, srgb, lcmsWasm.TYPE_RGB_8, intent, 0);
    return [...lcms.cmsDoTransform(back, lcms.cmsDoTransform(toInk, new Uint8Array(rgb), 1), 1)];
  }

  it('draws #00ff00 as the inks print it, duller; every pixel goes the same way, a cmyk() colour too', async () => {
    const plain = await draft({ format: 'png' });
    const proof = await draft({ format: 'png', softProof: true });
    expect(plain(50, 50)).toEqual([0, 255, 0]);
    const expected = await printed([0, 255, 0]);
    proof(50, 50).forEach((v, c) =>
      expect(Math.abs(v - expected[c]), `${proof(50, 50)} vs ${expected}`).toBeLessThanOrEqual(1),
    );
    // Duller: green no longer far above the other channels.
    const [r, g, b] = proof(50, 50);
    expect(g - Math.max(r, b)).toBeLessThan(200);
    // A cmyk() colour is drawn as its sRGB, which goes through the inks again (docs/studio.md says so).
    const ink = await printed(plain(150, 50));
    // Between the proof grid's colours (src/render/backends/soft-proof.ts) it is interpolated: within a few levels.
    proof(150, 50).forEach((v, c) =>
      expect(Math.abs(v - ink[c]), `${proof(150, 50)} vs ${ink}`).toBeLessThanOrEqual(3),
    );
  });

  it('proofs the editor canvas formats (JPEG) too, and is false by default', async () => {
    const jpeg = await draft({ format: 'jpeg', softProof: true });
    expect(jpeg(50, 50)[1]).toBeLessThan(240);
    const unproofed = await draft({ format: 'jpeg' });
    expect(unproofed(50, 50)[1]).toBeGreaterThan(250);
  });
});
