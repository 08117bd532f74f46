// Debian's Chromium, as the e2e tests launch it: Playwright's own download cannot run here.
import { chromium } from '@playwright/test';

/** Headless Chromium for a benchmark; CHROME_PATH overrides the binary. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** The viewport, locale and time zone every benchmark measures the apps in. */
const BENCH_CONTEXT = {
  viewport: { width: 1280, height: 800 },
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
};

/**
 * Runs `measure(context)` in a fresh browser context (BENCH_CONTEXT plus `options`), with
 * `initScript` installed in every page; the context is closed even when a step throws.
 */
export async function inBenchContext(browser, { initScript, ...options }, measure) {
  const context = await browser.newContext({ ...BENCH_CONTEXT, ...options });
  await context.addInitScript(initScript);
  try {
    return await measure(context);
  } finally {
    await context.close();
  }
}
