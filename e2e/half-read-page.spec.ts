import { expect, type Locator, type Page, test } from '@playwright/test';

// A browser may paint a page while it is still reading its HTML (a frame between two slices
// of parsing: without paint-when-read, in Chromium 156, 26 of 30 loads of Budget on a phone),
// and then again once it has read all of it. In Chromium the head's deferred render-blocking
// script (vite-plugins/paint-when-read.ts) holds the first paint until the page is read whole;
// other browsers ignore `blocking`, so there what a first frame shows must stay where it is:
// here, the phone's bottom bar and Budget's month picker, each read up to a point.

/**
 * The box of `part` and of everything in it, in document order. A box that paints nothing of
 * its own (no background, border or shadow) may grow downwards as what it holds is read, so
 * its height is left out: what the eye sees is its corner and its width.
 */
function boxesOf(part: Locator) {
  return part.evaluate((container) =>
    [container, ...container.querySelectorAll('*')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const paintsItsBox =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        // Tailwind gives every element a solid border of width 0.
        ['top', 'right', 'bottom', 'left'].some(
          (side) => style.getPropertyValue(`border-${side}-width`) !== '0px',
        ) ||
        style.boxShadow !== 'none';
      return paintsItsBox ? { x, y, width, height } : { x, y, width };
    }),
  );
}

/** The index in `html` where the `count`-th `tag` after `from` begins. */
function startOf(html: string, tag: string, from: number, count: number): number {
  let at = from;
  for (let seen = 0; seen < count; seen += 1) at = html.indexOf(tag, at + 1);
  return at;
}

type HalfReadCase = {
  path: string;
  /** The part of the page compared. */
  part: (page: Page) => Locator;
  /** Where the part begins in the page's HTML. */
  begins: (html: string) => number;
  /** Where the HTML is cut, by what has been read of the part, from its beginning. */
  cuts: (html: string, part: number) => Record<string, number>;
};

const CASES: Record<string, HalfReadCase> = {
  'the bottom bar': {
    path: '/investor/',
    part: (page) => page.getByRole('navigation', { name: 'Navigazione principale' }).last(),
    // The last of the page's two: the sidebar comes first.
    begins: (html) => html.lastIndexOf('<nav aria-label="Navigazione principale"'),
    cuts: (html, bar) => ({
      'no cell': startOf(html, '<li', bar, 1),
      'the first cell’s icon, not its label': startOf(
        html,
        '<span',
        startOf(html, '<li', bar, 1),
        2,
      ),
      'three cells': startOf(html, '<li', bar, 4),
    }),
  },
  'Budget’s month picker': {
    path: '/investor/budget',
    part: (page) => page.getByRole('button', { name: 'Mese precedente' }).locator('..'),
    begins: (html) => html.indexOf('aria-label="Mese precedente"'),
    cuts: (html, picker) => ({
      'the step back only': startOf(html, '<div', picker, 1),
      'the step back and the field’s label': startOf(html, '<div', picker, 2),
      'the field, not the step on': startOf(html, '<button', picker, 1),
    }),
  },
};

test.describe('a page read in two slices', () => {
  // What the HTML alone paints: no script reworks it in between.
  test.use({ javaScriptEnabled: false });

  for (const [name, { path, part, begins, cuts }] of Object.entries(CASES)) {
    test(`${name} shows what it has read where it stays once the rest is read`, async ({
      page,
    }) => {
      const html = await (await page.request.get(path)).text();
      const start = begins(html);
      expect(start).toBeGreaterThan(0);
      await page.goto(path);
      const read = await boxesOf(part(page));

      for (const [readSoFar, end] of Object.entries(cuts(html, start))) {
        await test.step(readSoFar, async () => {
          expect(end).toBeGreaterThan(start);
          const partOfPage = html.slice(0, end);
          await page.route(`**${path}`, (route) =>
            route.fulfill({ body: partOfPage, contentType: 'text/html; charset=utf-8' }),
          );
          await page.goto(path);
          await page.unroute(`**${path}`);
          const early = await boxesOf(part(page));
          expect(early.length).toBeLessThan(read.length);
          expect(early).toEqual(read.slice(0, early.length));
        });
      }
    });
  }
});

test.describe('a page read whole before its first paint', () => {
  test('no frame is drawn while the page is still being read', async ({ page }) => {
    await page.addInitScript(() => {
      const frames = { whileReading: 0, after: 0 };
      Object.assign(window, { halfReadFrames: frames });
      const onFrame = () => {
        if (document.readyState === 'loading') frames.whileReading += 1;
        else frames.after += 1;
        if (frames.after < 2) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
    });
    for (const path of ['/investor/', '/investor/budget', '/advisor/']) {
      // Without the hold, most loads have such a frame: three loads each make a miss unlikely.
      for (let load = 1; load <= 3; load += 1) {
        await test.step(`${path}, load ${load}`, async () => {
          await page.goto(path);
          const frames = () =>
            page.evaluate(
              () =>
                (window as unknown as { halfReadFrames: Record<string, number> }).halfReadFrames,
            );
          await expect.poll(async () => (await frames()).after).toBeGreaterThanOrEqual(1);
          expect((await frames()).whileReading).toBe(0);
        });
      }
    }
  });
});
