// Debian's Chromium, as the e2e tests launch it: Playwright's own download cannot run here.
import { chromium } from '@playwright/test';

/** Headless Chromium for a benchmark; CHROME_PATH overrides the binary. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}
