import type { Browser } from 'playwright-core';
import { UnavailableError } from '../errors/unavailable-error.js';
import { findChromium, type ChromiumLookup } from './chromium-lookup.js';

/**
 * Playwright itself adds --headless, --no-sandbox, --no-first-run, --disable-background-networking,
 * --disable-component-update, --disable-sync and a fresh --user-data-dir (it refuses ours).
 */
const ARGS = [
  '--disable-gpu',
  '--disable-quic',
  // Every request of a capture is fetched by our route handler. Anything that would bypass it
  // (WebSockets, WebRTC, prefetches, the hop after a fulfilled redirect) meets a proxy that is not there...
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  // ...and Chromium resolves no host name itself, so not even a DNS query leaves.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

export interface RunningBrowser {
  browser: Browser;
  /** What the browser sends as User-Agent, so the page fetched ahead of navigation gets the same. */
  userAgent: string;
}

/** One Chromium kept warm: launched on first use, launched again if it died, closed with the process. */
export class Chromium {
  private running: Promise<RunningBrowser> | null = null;
  private closed = false;

  constructor(private readonly d: ChromiumLookup) {}

  get(): Promise<RunningBrowser> {
    if (this.closed) return Promise.reject(new UnavailableError('The server is shutting down.'));
    // A failed launch is not kept: the next capture tries again (Chromium may have been installed since).
    this.running ??= this.launch().catch((err: unknown) => {
      this.running = null;
      throw err;
    });
    return this.running;
  }

  private async launch(): Promise<RunningBrowser> {
    const { logger } = this.d;
    // Looked up at each launch: a browser installed since is found without a restart.
    const { executablePath, env, source } = await findChromium(this.d);
    // Loaded on first use: a process that takes no screenshots never pays for Playwright (~0.7 s).
    const { chromium } = await import('playwright-core');
    let browser: Browser;
    try {
      browser = await chromium.launch({
        executablePath,
        args: ARGS,
        env: env && { ...process.env, ...env },
        timeout: 30_000,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (err) {
      logger.error({ err, executablePath }, 'Chromium did not start');
      throw new UnavailableError('Chromium did not start; the server log says why.');
    }
    browser.on('disconnected', () => {
      this.running = null;
      if (!this.closed) logger.warn('Chromium stopped; the next screenshot starts it again');
    });
    try {
      const session = await browser.newBrowserCDPSession();
      const { userAgent } = await session.send('Browser.getVersion');
      await session.detach();
      logger.info({ version: browser.version(), executablePath, source }, 'Chromium started');
      return { browser, userAgent };
    } catch (err) {
      await browser.close();
      throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = await this.running?.catch(() => null);
    await running?.browser.close();
  }
}
