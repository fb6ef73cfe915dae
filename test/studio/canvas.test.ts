import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { layerRow, screenshot, signedInStudio } from './browser.js';

// The editor's canvas in Chromium (docs/studio.md "The canvas"): zoom to fit, handles above other
// layers, click-through, marquee, align, snapping, keyboard, text edited on the canvas. Each
// checked in the draft the API saved, not only on the screen.

interface L {
  layer: string;
  x: number;
  y: number;
  rotation?: number;
  text?: string;
}
const shape = (layer: string, x: number, y: number, width: number, height: number, colour: string) => ({
  layer,
  type: 'empty',
  x,
  y,
  width,
  height,
  background_color: colour,
});

describe(
  'Studio canvas in Chromium: zoom, handles, click-through, arranging, keyboard, text on the canvas',
  { timeout: 90_000 },
  () => {
    let t: TestApp;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let token: string;

    const create = async (title: string, width: number, height: number, layers: object[]) => {
      const r = await t.graphql(
        'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }',
        { input: { title, width, height, backgroundColor: '#ffffff', layers } },
        token,
      );
      const uuid = r.data.createTemplate.uuid as string;
      await page.goto(`${t.url}/studio/templates/${uuid}`);
      await page.locator('img.draft').waitFor();
      return uuid;
    };
    const draftLayers = async (uuid: string): Promise<L[]> =>
      (
        (await t.graphql(`{ template(uuid: "${uuid}") { draft layers } }`, {}, token)).data.template.draft ??
        (await t.graphql(`{ template(uuid: "${uuid}") { layers } }`, {}, token)).data.template
      ).layers;
    const saved = (uuid: string, key: string) => async () => (await draftLayers(uuid)).find((l) => l.layer === key);
    /** A design point's place on the screen at the canvas's zoom. */
    const screenAt = async (x: number, y: number) => {
      const c = (await page.locator('.canvas').boundingBox())!;
      const scale = Number(await page.locator('.canvas').getAttribute('data-scale'));
      return { x: c.x + x * scale, y: c.y + y * scale };
    };
    const dragFrom = async (from: { x: number; y: number }, by: { x: number; y: number }) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 3 });
      await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 3 });
      await page.mouse.up();
    };
    const pressed = (key: string) =>
      page.getByRole('button', { name: `Layer ${key}`, exact: true }).getAttribute('aria-pressed');

    beforeAll(async () => {
      // The size the issue was reported at: a story did not fit it.
      // Drags render many drafts a minute; on a machine loaded by other suites their render time passed
      // the account's 10 s a minute (DRAFT_RENDER_MS_PER_MINUTE) and the canvas stopped following.
      ({ t, browser, context, page, token } = await signedInStudio({
        credits: 100,
        viewport: { width: 1440, height: 900 },
        env: { DRAFT_RENDER_MS_PER_MINUTE: '120000' },
      }));
      await page.getByRole('heading', { name: 'Templates' }).waitFor();
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await t?.close();
    });

    it('fits a 1080 x 1920 story in the window: every layer visible; 100% does not fit it, Fit and Ctrl+wheel zoom', async () => {
      await create('Story', 1080, 1920, [
        shape('top', 40, 40, 1000, 200, '#ef4444'),
        shape('bottom', 40, 1700, 1000, 180, '#3b82f6'),
      ]);
      const stage = (await page.locator('.stage').boundingBox())!;
      const inStage = async (key: string) => {
        const b = (await page.getByRole('button', { name: `Layer ${key}` }).boundingBox())!;
        return (
          b.y >= stage.y &&
          b.y + b.height <= stage.y + stage.height &&
          b.x >= stage.x &&
          b.x + b.width <= stage.x + stage.width
        );
      };
      expect(Number(await page.locator('.canvas').getAttribute('data-scale'))).toBeLessThan(0.5);
      expect([await inStage('top'), await inStage('bottom')]).toEqual([true, true]);
      await screenshot(page, 'canvas-fit');
      await page.getByRole('button', { name: '100%' }).click();
      expect(await page.locator('.zoom-level').textContent()).toBe('100%');
      expect(await inStage('bottom')).toBe(false);
      await page.getByRole('button', { name: 'Fit', exact: true }).click();
      expect(await inStage('bottom')).toBe(true);
      // Ctrl+wheel zooms in about the pointer; a new layer lands where it is seen.
      const before = Number(await page.locator('.canvas').getAttribute('data-scale'));
      const over = await screenAt(540, 1790);
      await page.mouse.move(over.x, over.y);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, -400);
      await page.keyboard.up('Control');
      await expect
        .poll(async () => Number(await page.locator('.canvas').getAttribute('data-scale')))
        .toBeGreaterThan(before * 1.5);
      const still = await screenAt(540, 1790); // the design point under the pointer stayed there
      expect(Math.hypot(still.x - over.x, still.y - over.y)).toBeLessThan(2);
      await page.getByRole('button', { name: 'Add Shape' }).click();
      expect(await inStage('empty')).toBe(true);
      await page.getByRole('button', { name: 'Add Shape' }).click();
      const [a, b] = [
        await page.getByRole('button', { name: 'Layer empty', exact: true }).boundingBox(),
        await page.getByRole('button', { name: 'Layer empty_2' }).boundingBox(),
      ];
      expect(b!.x).toBeGreaterThan(a!.x); // offset from the last one, not on top of it
    });

    it('Fit and Ctrl+0 after zooming in and scrolling show the whole design again, its left edge clear of the ruler (issue 39)', async () => {
      // A layer past the right edge (as the blog card's glow is) keeps the stage scrollable at any zoom.
      await create('Refit', 1200, 630, [
        shape('left', 0, 0, 200, 630, '#ef4444'),
        shape('glow', 1000, -100, 400, 400, '#3b82f6'),
      ]);
      const stage = page.locator('.stage');
      const whole = async () => {
        const [s, c] = [(await stage.boundingBox())!, (await page.locator('.canvas').boundingBox())!];
        return c.x >= s.x && c.y >= s.y && c.x + c.width <= s.x + s.width && c.y + c.height <= s.y + s.height;
      };
      expect(await whole()).toBe(true);
      for (const fit of [
        () => page.getByRole('button', { name: 'Fit', exact: true }).click(),
        () => page.keyboard.press('Control+0'),
      ]) {
        // Zoomed in about a point on the right, which scrolls the stage right.
        const right = await screenAt(1100, 500);
        await page.mouse.move(right.x, right.y);
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, -600);
        await page.keyboard.up('Control');
        await expect.poll(async () => stage.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
        await fit();
        await expect.poll(whole).toBe(true);
      }
    });

    it('a drag from beside the canvas edge draws a marquee, and selects no text of the page (issue 47)', async () => {
      await create('Edge', 1200, 630, [
        shape('a', 20, 20, 100, 60, '#ef4444'),
        shape('b', 200, 100, 100, 60, '#3b82f6'),
      ]);
      const canvas = (await page.locator('.canvas').boundingBox())!;
      // From the grey just left of and above the canvas, towards the toolbar's text and back over both layers.
      const from = { x: canvas.x - 6, y: canvas.y - 6 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 100, from.y - 120, { steps: 4 });
      const to = await screenAt(320, 200);
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.locator('.marquee').waitFor();
      await page.mouse.up();
      expect([await pressed('a'), await pressed('b')]).toEqual(['true', 'true']);
      expect(await page.evaluate(() => String(getSelection()))).toBe('');
    });

    it('rotates a lower layer by its handle where another layer covers it: the upper layer does not move; Alt+click selects the covered layer and it drags', async () => {
      const uuid = await create('Covered', 1200, 630, [
        shape('lower', 400, 300, 400, 200, '#3b82f6'),
        shape('upper', 300, 150, 600, 200, '#ef4444'),
      ]);
      await page.getByRole('button', { name: '100%' }).click();
      // Lower's visible part selects it; its rotate handle lies over upper's box and is still what a press there hits.
      const visible = await screenAt(600, 450);
      await page.mouse.click(visible.x, visible.y);
      expect(await pressed('lower')).toBe('true');
      const handle = (await page.locator('.handle.rotate').boundingBox())!;
      const centre = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className, centre)).toBe(
        'handle rotate',
      );
      const upperBox = (await page.getByRole('button', { name: 'Layer upper' }).boundingBox())!;
      expect(centre.y).toBeGreaterThan(upperBox.y); // the handle is inside upper's box: the case reported
      expect(centre.y).toBeLessThan(upperBox.y + upperBox.height);
      const mid = await screenAt(600, 400);
      await page.keyboard.down('Shift');
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(mid.x + 150, mid.y + 40, { steps: 3 });
      await page.mouse.move(mid.x + 200, mid.y + 5, { steps: 3 });
      await page.mouse.up();
      await page.keyboard.up('Shift');
      await expect.poll(saved(uuid, 'lower'), { timeout: 15_000 }).toMatchObject({ rotation: 90, x: 400, y: 300 });
      expect(await saved(uuid, 'upper')()).toMatchObject({ x: 300, y: 150 });
      expect((await saved(uuid, 'upper')())!.rotation).toBeUndefined();
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await saved(uuid, 'lower')())!.rotation ?? 0, { timeout: 15_000 }).toBe(0);

      // Where both lie, a click picks the upper; Alt+click the one below; a drag there then moves the lower only.
      const both = await screenAt(600, 330);
      await page.mouse.click(both.x, both.y);
      expect(await pressed('upper')).toBe('true');
      await page.keyboard.down('Alt');
      await page.mouse.click(both.x, both.y);
      await page.keyboard.up('Alt');
      expect([await pressed('lower'), await pressed('upper')]).toEqual(['true', 'false']);
      await dragFrom(both, { x: 37, y: 0 });
      await expect.poll(saved(uuid, 'lower'), { timeout: 15_000 }).toMatchObject({ x: 437, y: 300 });
      expect(await saved(uuid, 'upper')()).toMatchObject({ x: 300, y: 150 });
    });

    it('selects three layers with a marquee, aligns their left edges, undoes; a drag snaps to another layer with a guide', async () => {
      const uuid = await create('Arrange', 1200, 630, [
        shape('a', 100, 100, 100, 60, '#ef4444'),
        shape('b', 320, 250, 140, 60, '#22c55e'),
        shape('c', 560, 400, 80, 60, '#3b82f6'),
      ]);
      const from = await screenAt(50, 50);
      const to = await screenAt(700, 520);
      await dragFrom(from, { x: to.x - from.x, y: to.y - from.y });
      expect([await pressed('a'), await pressed('b'), await pressed('c')]).toEqual(['true', 'true', 'true']);
      await page.getByText('3 layers selected').waitFor();
      await page.getByRole('button', { name: 'Align left edges' }).click();
      await expect
        .poll(async () => (await draftLayers(uuid)).map((l) => l.x), { timeout: 15_000 })
        .toEqual([100, 100, 100]);
      await screenshot(page, 'canvas-arrange');
      await page.keyboard.press('Control+z');
      await expect
        .poll(async () => (await draftLayers(uuid)).map((l) => l.x), { timeout: 15_000 })
        .toEqual([100, 320, 560]);
      await page.getByRole('button', { name: 'Distribute horizontally' }).click(); // gaps 120 and 100 become 110 each
      await expect
        .poll(async () => (await draftLayers(uuid)).map((l) => l.x), { timeout: 15_000 })
        .toEqual([100, 310, 560]);

      // Escape clears the selection; c dragged to 3 px right of b's right edge (450) snaps onto it, with a guide.
      await page.keyboard.press('Escape');
      expect(await pressed('c')).toBe('false');
      const c = await screenAt(600, 430);
      const near = await screenAt(600 - 107, 430);
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x - 50, c.y, { steps: 2 });
      await page.mouse.move(near.x, near.y, { steps: 2 });
      expect(await page.locator('.guide-x').count()).toBe(1);
      await page.mouse.up();
      await expect.poll(saved(uuid, 'c'), { timeout: 15_000 }).toMatchObject({ x: 450 });
    });

    it('moves, resizes and rotates a multi-selection together, each one undo step', async () => {
      const uuid = await create('Group', 1200, 630, [
        shape('a', 100, 100, 100, 100, '#ef4444'),
        shape('b', 300, 200, 100, 100, '#3b82f6'),
        shape('other', 900, 400, 100, 100, '#22c55e'),
      ]);
      await page.getByRole('button', { name: '100%' }).click();
      await page.locator('.stage').evaluate((el) => el.scrollTo(0, 0)); // the design's top left in view, at 1:1
      const [from, to] = [await screenAt(50, 50), await screenAt(450, 350)];
      await dragFrom(from, { x: to.x - from.x, y: to.y - from.y });
      expect([await pressed('a'), await pressed('b'), await pressed('other')]).toEqual(['true', 'true', 'false']);
      const xywh = async () =>
        (await draftLayers(uuid))
          .slice(0, 2)
          .map((l) => [
            (l as L & { width: number }).x,
            l.y,
            (l as L & { width: number }).width,
            (l as L & { height: number }).height,
            l.rotation ?? 0,
          ]);
      const centreOf = async (handle: string) => {
        const b = (await page.locator(`.group-frame .handle.${handle}`).boundingBox())!;
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      };

      // Dragging either layer moves both.
      await dragFrom(await screenAt(150, 150), { x: 50, y: 0 });
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [150, 100, 100, 100, 0],
        [350, 200, 100, 100, 0],
      ]);
      await page.keyboard.press('Control+z');
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [100, 100, 100, 100, 0],
        [300, 200, 100, 100, 0],
      ]);

      // The corner of the box around them (100,100 to 400,300) dragged 300 right and 200 down doubles it:
      // each layer's box and its place in the selection scale by 2; the layer outside stays.
      await dragFrom(await centreOf('resize'), { x: 300, y: 200 });
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [100, 100, 200, 200, 0],
        [500, 300, 200, 200, 0],
      ]);
      expect(await saved(uuid, 'other')()).toMatchObject({ x: 900, y: 400, width: 100, height: 100 });
      await page.keyboard.press('Control+z'); // one step for the whole resize
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [100, 100, 100, 100, 0],
        [300, 200, 100, 100, 0],
      ]);
      // With Shift the proportions hold: 300 right and only 50 down still doubles both sides.
      await page.keyboard.down('Shift');
      await dragFrom(await centreOf('resize'), { x: 300, y: 50 });
      await page.keyboard.up('Shift');
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [100, 100, 200, 200, 0],
        [500, 300, 200, 200, 0],
      ]);
      await page.keyboard.press('Control+z');
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [100, 100, 100, 100, 0],
        [300, 200, 100, 100, 0],
      ]);

      // The round handle turns the selection about its centre (250, 200): 90° clockwise.
      const centre = await screenAt(250, 200);
      const rotateHandle = await centreOf('rotate');
      await page.mouse.move(rotateHandle.x, rotateHandle.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 150, centre.y - 150, { steps: 3 });
      await screenshot(page, 'canvas-group-rotate'); // half-way: 45°
      await page.mouse.move(centre.x + 200, centre.y, { steps: 3 });
      await page.mouse.up();
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [250, 50, 100, 100, 90],
        [150, 250, 100, 100, 90],
      ]);
      await page.keyboard.press('Control+z');
      await expect.poll(xywh, { timeout: 15_000 }).toEqual([
        [100, 100, 100, 100, 0],
        [300, 200, 100, 100, 0],
      ]);
    });

    it('pulls guides from the rulers, which follow zoom and scroll; layers snap to them; they stay with the template and go back onto the ruler', async () => {
      const uuid = await create('Guides', 1200, 630, [shape('card', 100, 100, 200, 100, '#ef4444')]);
      const atOneToOne = async () => {
        await page.getByRole('button', { name: '100%' }).click();
        await page.locator('.stage').evaluate((el) => el.scrollTo(0, 0));
      };
      await atOneToOne();
      // Each ruler's 0 is where the design starts on the screen, numbered every 50 px at 100%, 200 px at 25%.
      const origin = async (along: 'x' | 'y') =>
        Number(await page.locator(`.ruler-${along}`).getAttribute('data-origin'));
      const expected = async (along: 'x' | 'y') => {
        const [c, r] = [
          (await page.locator('.canvas').boundingBox())!,
          (await page.locator(`.ruler-${along}`).boundingBox())!,
        ];
        return along === 'x' ? c.x - r.x : c.y - r.y;
      };
      // The ruler redraws on the stage's scroll event, a frame after the scroll: poll.
      const offBy = async () =>
        Math.abs((await origin('x')) - (await expected('x'))) + Math.abs((await origin('y')) - (await expected('y')));
      expect(await page.locator('.ruler-x').getAttribute('data-step')).toBe('50');
      await expect.poll(offBy).toBeLessThan(1);
      await page.locator('.stage').evaluate((el) => el.scrollBy(100, 60));
      await expect.poll(offBy).toBeLessThan(1);
      expect(await origin('x')).toBeLessThan(0); // scrolled 100 px: design 0 is left of the ruler's start
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      expect(await page.locator('.zoom-level').textContent()).toBe('25%');
      await expect.poll(() => page.locator('.ruler-y').getAttribute('data-step')).toBe('200');
      await expect.poll(offBy).toBeLessThan(1);

      // A horizontal guide pulled from the top ruler to y 300, a vertical one from the left ruler to x 500; a click on a ruler adds none.
      await atOneToOne();
      const [top, left] = [
        (await page.locator('.ruler-x').boundingBox())!,
        (await page.locator('.ruler-y').boundingBox())!,
      ];
      const point = await screenAt(400, 300);
      await dragFrom({ x: point.x, y: top.y + 10 }, { x: 0, y: point.y - top.y - 10 });
      const at500 = await screenAt(500, 400);
      await dragFrom({ x: left.x + 10, y: at500.y }, { x: at500.x - left.x - 10, y: 0 });
      await page.mouse.click(top.x + 200, top.y + 10);
      const horizontal = page.getByRole('separator', { name: /^Horizontal guide/ });
      const vertical = page.getByRole('separator', { name: /^Vertical guide/ });
      await expect
        .poll(async () => [await horizontal.getAttribute('aria-label'), await vertical.getAttribute('aria-label')])
        .toEqual(['Horizontal guide at 300 px', 'Vertical guide at 500 px']);

      // The card dragged to 4 px short of both lands on them: its bottom on y 300, its right edge on x 500, with the snap lines shown.
      const card = await screenAt(200, 150);
      await page.mouse.move(card.x, card.y);
      await page.mouse.down();
      await page.mouse.move(card.x + 100, card.y + 50, { steps: 2 });
      await page.mouse.move(card.x + 196, card.y + 96, { steps: 2 });
      await expect
        .poll(async () => [await page.locator('.guide-x').count(), await page.locator('.guide-y').count()])
        .toEqual([1, 1]);
      await screenshot(page, 'canvas-guides');
      await page.mouse.up();
      await expect.poll(saved(uuid, 'card'), { timeout: 15_000 }).toMatchObject({ x: 300, y: 200 });

      // Kept for this template in this browser: a reload shows them; one moved, then dragged back onto its ruler, is gone.
      await page.reload();
      await page.locator('img.draft').waitFor();
      await horizontal.waitFor();
      await atOneToOne();
      const line = (await horizontal.boundingBox())!;
      const to = await screenAt(400, 420);
      await dragFrom({ x: to.x, y: line.y + line.height / 2 }, { x: 0, y: to.y - line.y - line.height / 2 });
      await expect.poll(() => horizontal.getAttribute('aria-label')).toBe('Horizontal guide at 420 px');
      const moved = (await horizontal.boundingBox())!;
      await dragFrom({ x: to.x, y: moved.y + moved.height / 2 }, { x: 0, y: top.y + 10 - moved.y - moved.height / 2 });
      await expect.poll(() => horizontal.count()).toBe(0);
      expect(
        JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `snapforge.studio.guides.${uuid}`))!),
      ).toEqual({ x: [500], y: [] });
    });

    it('zooms with a two-finger pinch on a touch screen about the fingers, and pans as they move together; the layer under them stays', async () => {
      const r = await t.graphql(
        'mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }',
        {
          input: {
            title: 'Pinch',
            width: 1200,
            height: 630,
            backgroundColor: '#ffffff',
            layers: [shape('photo', 300, 150, 600, 330, '#3b82f6')],
          },
        },
        token,
      );
      // A touch screen: the same session in a context that has touch, driven through CDP's touch events.
      const touch = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        hasTouch: true,
        storageState: await context.storageState(),
      });
      try {
        const tp = await touch.newPage();
        await tp.goto(`${t.url}/studio/templates/${r.data.createTemplate.uuid}`);
        await tp.locator('img.draft').waitFor();
        const cdp = await touch.newCDPSession(tp);
        const scaleNow = async () => Number(await tp.locator('.canvas').getAttribute('data-scale'));
        const designAt = async (p: { x: number; y: number }) => {
          const c = (await tp.locator('.canvas').boundingBox())!;
          const s = await scaleNow();
          return { x: (p.x - c.x) / s, y: (p.y - c.y) / s };
        };
        const stage = (await tp.locator('.stage').boundingBox())!;
        const mid = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
        const fingers = (apart: number, dx = 0) => [
          { x: mid.x + dx - apart / 2, y: mid.y, id: 0 },
          { x: mid.x + dx + apart / 2, y: mid.y, id: 1 },
        ];
        const fit = await scaleNow();
        const under = await designAt(mid);
        const photoBox = async () => {
          const [b, c] = [
            (await tp.getByRole('button', { name: 'Layer photo' }).boundingBox())!,
            (await tp.locator('.canvas').boundingBox())!,
          ];
          const s = await scaleNow();
          return [Math.round((b.x - c.x) / s), Math.round((b.y - c.y) / s)];
        };

        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100) });
        for (const apart of [120, 150, 180, 200])
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
        await expect.poll(scaleNow).toBeCloseTo(fit * 2, 1); // twice as far apart: twice the zoom
        // Screen pixels between where a design point is and where it should be. Chromium delivers
        // touch moves on the next frame, so the last one may land after the CDP call returns: poll.
        const offBy = async (p: { x: number; y: number }) => {
          const d = await designAt(p);
          return Math.hypot(d.x - under.x, d.y - under.y) * (await scaleNow());
        };
        await expect.poll(() => offBy(mid)).toBeLessThan(3); // the design point between the fingers is still between them
        // Both fingers 60 px right: a pan, the same design point follows them.
        for (const dx of [20, 40, 60])
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(200, dx) });
        await expect.poll(() => offBy({ x: mid.x + 60, y: mid.y })).toBeLessThan(3);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        // The first finger landed on the layer: the pinch took its press, so the layer did not move.
        expect(await photoBox()).toEqual([300, 150]);
        expect(await tp.locator('.save-state').textContent()).toBe('Draft saved');
      } finally {
        await touch.close();
      }
    });

    it('copies, pastes, duplicates, nudges, locks and deletes with the keyboard, all undoable', async () => {
      const uuid = await create('Keys', 1200, 630, [shape('card', 100, 100, 200, 100, '#ef4444')]);
      await page.getByRole('button', { name: '100%' }).click();
      const card = await screenAt(200, 150);
      await page.mouse.click(card.x, card.y);
      await page.keyboard.press('Control+c');
      await page.keyboard.press('Control+v');
      await page.getByRole('button', { name: 'Layer card_2' }).waitFor();
      expect(await pressed('card_2')).toBe('true');
      await page.keyboard.press('Control+d');
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(async () => (await draftLayers(uuid)).map((l) => [l.layer, l.x, l.y]), { timeout: 15_000 })
        .toEqual([
          ['card', 100, 100],
          ['card_2', 120, 120],
          ['card_3', 150, 141],
        ]);
      await page.keyboard.press('Delete');
      await expect
        .poll(async () => (await draftLayers(uuid)).map((l) => l.layer), { timeout: 15_000 })
        .toEqual(['card', 'card_2']);
      await page.keyboard.press('Control+z');
      await page.getByRole('button', { name: 'Layer card_3' }).waitFor();
      // Ctrl+A selects every layer; a locked one is not picked, moved or deleted.
      await (await layerRow(page, 'card')).getByRole('button', { name: 'Lock card', exact: true }).click();
      await page.keyboard.press('Control+a');
      expect([await pressed('card'), await pressed('card_2'), await pressed('card_3')]).toEqual([
        'false',
        'true',
        'true',
      ]);
      await page.keyboard.press('Backspace');
      await expect
        .poll(async () => (await draftLayers(uuid)).map((l) => l.layer), { timeout: 15_000 })
        .toEqual(['card']);
      await dragFrom(card, { x: 60, y: 0 }); // a press on a locked layer is a marquee, not a move
      await expect.poll(saved(uuid, 'card'), { timeout: 15_000 }).toMatchObject({ x: 100, locked: true });
    });

    it('edits a text layer on the canvas: a double-click opens it in place, typing changes the draft, Escape closes it, Ctrl+Z undoes it', async () => {
      const uuid = await create('Text', 1200, 630, [
        {
          layer: 'headline',
          type: 'text',
          x: 100,
          y: 100,
          width: 800,
          height: 120,
          text: 'Old words',
          font_size: 60,
          color: '#111111',
        },
      ]);
      const at = await screenAt(300, 160);
      await page.mouse.dblclick(at.x, at.y);
      const area = page.getByRole('textbox', { name: 'Text on the canvas' });
      await area.waitFor();
      expect(await area.inputValue()).toBe('Old words');
      await area.fill('');
      await area.pressSequentially('New words');
      await expect.poll(saved(uuid, 'headline'), { timeout: 15_000 }).toMatchObject({ text: 'New words' });
      await screenshot(page, 'canvas-text');
      await page.keyboard.press('Escape');
      expect(await area.count()).toBe(0);
      expect(await page.getByLabel('Text', { exact: true }).inputValue()).toBe('New words');
      await page.keyboard.press('Control+z');
      await expect.poll(saved(uuid, 'headline'), { timeout: 15_000 }).toMatchObject({ text: 'Old words' });
    });

    it('picks a font from previews drawn in each face, and keeps brand colours for the account, offered beside every colour field', async () => {
      const uuid = await create('Brand', 1200, 630, [
        {
          layer: 'headline',
          type: 'text',
          x: 100,
          y: 100,
          width: 800,
          height: 120,
          text: 'Brand',
          font_size: 60,
          color: '#111111',
        },
      ]);
      const families: string[] = (await t.graphql('{ fonts { family } }', {}, token)).data.fonts.map(
        (f: { family: string }) => f.family,
      );
      await page.getByRole('button', { name: 'headline', exact: true }).click();
      await page.getByRole('combobox', { name: 'Font' }).click();
      const options = page.getByRole('listbox', { name: 'Fonts' }).getByRole('option');
      expect(await options.count()).toBe(families.length);
      // Each option is its name drawn by the renderer in that face: a crop of one specimen render, a row each.
      await expect
        .poll(() => page.locator('[role=option] .font-preview').count(), { timeout: 30_000 })
        .toBe(families.length);
      const rows = await page
        .locator('[role=option] .font-preview')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).style.backgroundPosition));
      expect(new Set(rows).size).toBe(families.length);
      await screenshot(page, 'font-picker');
      const pick = families[families.length - 1];
      await options.filter({ hasText: pick }).last().click();
      await expect.poll(saved(uuid, 'headline'), { timeout: 15_000 }).toMatchObject({ font_family: pick });

      // A colour added to the brand colours from one field is offered in the others, and stays with the account.
      // Each colour's picker (its swatch) offers the brand colours, and + adds the field's own.
      await page.getByLabel('Colour', { exact: true }).fill('#e11d48');
      await page.getByRole('button', { name: 'Colour picker', exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Colour picker' });
      await picker.getByRole('button', { name: 'Add #e11d48 to the brand colours' }).click();
      await picker.getByRole('button', { name: 'Use brand colour #e11d48' }).waitFor();
      expect((await t.graphql('{ me { palette } }', {}, token)).data.me.palette).toEqual(['#e11d48']);
      await page.getByRole('button', { name: 'Colour picker', exact: true }).click(); // closes it
      await page.getByRole('button', { name: 'Outline colour picker' }).click();
      await page
        .getByRole('dialog', { name: 'Outline colour picker' })
        .getByRole('button', { name: 'Use brand colour #e11d48' })
        .click();
      await expect.poll(saved(uuid, 'headline'), { timeout: 15_000 }).toMatchObject({ stroke_color: '#e11d48' });
      // A colour that is not CSS is refused at its index, and the palette is unchanged.
      const bad = await t.graphql('mutation { setPalette(colours: ["#e11d48", "not-a-colour"]) }', {}, token);
      expect(bad.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: { 'colours.1': [expect.any(String)] },
      });
      expect((await t.graphql('{ me { palette } }', {}, token)).data.me.palette).toEqual(['#e11d48']);
    });
  },
);
