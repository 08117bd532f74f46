// One axe-core audit of a Playwright page, shared by the e2e tests and the story check.
// axe-core 4.14 (a root dev dependency) is evaluated into the page once and run there on
// the whole document. Our pages have no frames, so @axe-core/playwright's cross-frame
// machinery (runPartial, then finishRun in an extra blank page, on every audit) only cost
// seconds per audit: four fifths of an audit's time on this machine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules that read colours: all that can change between the light and the dark theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical violations of the page as it is now, one line each
 * (`id (impact): help — targets`). `rules` narrows the audit to those rules.
 * @param {import('@playwright/test').Page} page
 * @param {{ rules?: string[] }} [options]
 * @returns {Promise<string[]>}
 */
export async function blockingViolations(page, { rules } = {}) {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const options = { resultTypes: ['violations'] };
    if (only !== null) options.runOnly = { type: 'rule', values: only };
    // A toast on its way out fades to nothing: its colours were judged while it was shown,
    // and mid-fade it is half transparent by design.
    const context = { exclude: [['[data-leaving]']] };
    // `axe` is the global that axe-core defines once evaluated above.
    const { violations } = await globalThis.axe.run(context, options);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }, rules ?? null);
}
