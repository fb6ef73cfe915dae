import bwipjs from 'bwip-js';
import type { Browser, CDPSession, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { launchChromium } from '../test/support/chromium.js';

/** The standard card as HTML and CSS, for the warm-browser baseline. */
export async function cardHtml(origin: string, i: number): Promise<string> {
  const qr = await QRCode.toString(`https://snapforge.dev/s/${i}`, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const barcode = bwipjs.toSVG({ bcid: 'code128', text: `SNAP-${i}`, includetext: true });
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; font-weight: 400; src: url(${origin}/fonts/inter-400.ttf); }
@font-face { font-family: Inter; font-weight: 700; src: url(${origin}/fonts/inter-700.ttf); }
html, body { margin: 0; width: 1200px; height: 630px; background: #0f172a; font-family: Inter; overflow: hidden; }
div, img, svg { position: absolute; box-sizing: border-box; }
.photo { left: 0; top: 0; width: 560px; height: 630px; object-fit: cover; object-position: 40% 50%; }
.card { left: 500px; top: 50px; width: 660px; height: 530px; background: rgba(255,255,255,0.96); border-radius: 28px; }
.title { left: 548px; top: 90px; width: 564px; height: 170px; font: 700 44px/1.18 Inter; color: #0f172a; }
.body { left: 548px; top: 272px; width: 564px; height: 124px; font: 400 21px/1.4 Inter; color: #334155;
  display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; }
.footer { left: 548px; top: 520px; width: 400px; height: 30px; font: 400 18px/1.2 Inter; color: #64748b; }
.barcode { left: 548px; top: 420px; width: 300px; height: 80px; background: #fff; }
.qr { left: 972px; top: 400px; width: 140px; height: 140px; }
.barcode svg, .qr svg { width: 100%; height: 100%; position: static; }
</style></head><body>
<img class="photo" src="${origin}/photo.jpg">
<div class="card"></div>
<div class="title">Snapforge renders your social cards and tickets in milliseconds</div>
<div class="body">Templates become images and PDFs through one pipeline: the scene is laid out once, then drawn by Skia for PNG, JPEG and WebP, or written as vectors with real, selectable text for PDF.</div>
<div class="barcode">${barcode.replace('<svg', '<svg preserveAspectRatio="none"')}</div>
<div class="qr">${qr}</div>
<div class="footer">snapforge.dev · render ${i}</div>
</body></html>`;
}

/** A launched Chromium with one page kept open, as a warm rendering service would keep it. */
export class WarmChromium {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  /** The tests' quiet Chromium: without the background-networking flags it floods a closed network (measured-facts.md). */
  static async launch(): Promise<WarmChromium> {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    return new WarmChromium(browser, page, await page.context().newCDPSession(page));
  }

  /** setContent, then a screenshot in the format (CDP, as Playwright has no WebP). */
  async render(html: string, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
    await this.page.setContent(html);
    const { data } = await this.cdp.send('Page.captureScreenshot', {
      format,
      ...(format === 'png' ? {} : { quality: 90 }),
    });
    return Buffer.from(data, 'base64');
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
