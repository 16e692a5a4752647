import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let sharedBrowser: Promise<Browser> | null = null;

/** One Chromium for the whole run (launching costs seconds); a fresh context per scenario. */
export function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return sharedBrowser;
}

export async function closeBrowser(): Promise<void> {
  if (sharedBrowser) await (await sharedBrowser).close();
  sharedBrowser = null;
}
