import { chromium, type Browser } from 'playwright-core';

/** The system's Chromium (`apt-get install chromium`); tests that need it are skipped without it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: nothing a test did not ask for reaches the network. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium for a test file; the caller closes it. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, timeout: 30_000 });
