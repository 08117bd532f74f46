import { expect, type Page, test } from '@playwright/test';

// The browser may paint a page while it is still reading its HTML (a frame between two
// slices of parsing: in Chromium 156, 22 of 30 loads of Home on a phone had one), and then
// again once it has read all of it. What that first frame shows must stay where it is:
// here, the phone's bottom bar, read up to a point.

/** The box of the bottom bar and of everything in it, in document order. */
function barBoxes(page: Page) {
  return page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .last()
    .evaluate((nav) =>
      [nav, ...nav.querySelectorAll('*')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
}

/** The index in `html` where the `count`-th `tag` after `from` begins. */
function startOf(html: string, tag: string, from: number, count: number): number {
  let at = from;
  for (let seen = 0; seen < count; seen += 1) at = html.indexOf(tag, at + 1);
  return at;
}

test.describe('a page read in two slices', () => {
  // What the HTML alone paints: no script reworks it in between.
  test.use({ javaScriptEnabled: false });

  test('the bottom bar shows what it has read where it stays once the rest is read', async ({
    page,
  }) => {
    const html = await (await page.request.get('/investor/')).text();
    const bar = html.lastIndexOf('<nav aria-label="Navigazione principale"');
    expect(bar).toBeGreaterThan(0);
    await page.goto('/investor/');
    const read = await barBoxes(page);

    const cuts = {
      'no cell': startOf(html, '<li', bar, 1),
      'the first cell’s icon, not its label': startOf(
        html,
        '<span',
        startOf(html, '<li', bar, 1),
        2,
      ),
      'three cells': startOf(html, '<li', bar, 4),
    };
    for (const [readSoFar, end] of Object.entries(cuts)) {
      await test.step(readSoFar, async () => {
        const partOfPage = html.slice(0, end);
        await page.route('**/investor/', (route) =>
          route.fulfill({ body: partOfPage, contentType: 'text/html; charset=utf-8' }),
        );
        await page.goto('/investor/');
        await page.unroute('**/investor/');
        const early = await barBoxes(page);
        expect(early.length).toBeLessThan(read.length);
        expect(early).toEqual(read.slice(0, early.length));
      });
    }
  });
});
