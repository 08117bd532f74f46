import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The current axe-core rules (4.14 adds label-content-name-mismatch, WCAG 2.5.3), not the
// older copy bundled with @axe-core/playwright.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Fixtures = {
  /** Uncaught errors and console errors (CSP violations among them) seen by the page. */
  pageProblems: string[];
};

/**
 * Every test fails if the page throws, logs an error or hits a CSP violation.
 * A test that expects a console error can empty `pageProblems` itself.
 */
export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'errori nella pagina').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Contrast is judged on a settled page: a toast fading in or out is half transparent.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page, axeSource }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, 'violazioni axe serie o critiche').toEqual([]);
}
