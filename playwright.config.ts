import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // Ceilings, not timings: a test with several full axe-core 4.14 audits takes 15–25 s on
  // this 2-core machine, and more while another build runs beside it.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Each test has a fresh context, where the service worker would install and precache the
    // whole app (up to 2 MB) for nothing; pwa.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
    // Recording a trace (a screencast and a DOM snapshot at every step) costs about as much
    // CPU as the test itself on 2 cores: two spec files took 172 s with it and 99 s without
    // (one run each). It is recorded for the retry of a failed test (CI retries once;
    // locally, pass --trace on).
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium: test tools cannot download a browser of their own here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    // The builds are made before the e2e step (pnpm test runs pnpm build first).
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
