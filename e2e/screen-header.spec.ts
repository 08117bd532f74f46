import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen } from './navigation';

// A screen's header on the narrowest phone (360 px): its actions wrap under the heading,
// never over it (QA saw "Importa movimenti" cover the end of "Movimenti").

test.use({ viewport: { width: 360, height: 740 }, isMobile: false, hasTouch: false });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('elemento non visibile');
  return box;
}

const PROFILE_KEY = 'traguardo:investor:profile';

// Importa movimenti, the widest action, is the own profile's; Nuovo movimento needs an account.
const screens = [
  {
    path: '/investor/transactions',
    heading: 'Movimenti',
    own: true,
    actions: ['Importa movimenti'],
  },
  {
    path: '/investor/transactions',
    heading: 'Movimenti',
    own: false,
    actions: ['Nuovo movimento'],
  },
  {
    path: '/investor/accounts',
    heading: 'Conti',
    own: true,
    actions: ['Importa movimenti', 'Nuovo conto'],
  },
  { path: '/investor/goals', heading: 'Obiettivi', own: false, actions: ['Aggiungi obiettivo'] },
];

for (const { path, heading, own, actions } of screens) {
  const profile = own ? 'i miei dati' : 'demo';
  test(`${heading} (${profile}): the header's actions sit clear of the heading at 360 px`, async ({
    page,
  }) => {
    if (own) {
      await page.addInitScript((key) => {
        localStorage.setItem(key, JSON.stringify({ state: { profile: 'own' }, version: 1 }));
      }, PROFILE_KEY);
    }
    if (own) {
      // An account first, so that Movimenti offers both its actions.
      await openScreen(page, '/investor/accounts', 'Conti');
      await page.getByRole('button', { name: 'Nuovo conto' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nuovo conto' });
      await dialog.getByLabel('Nome del conto').fill('Conto corrente');
      await dialog.getByRole('button', { name: 'Salva' }).click();
      await expect(dialog).toBeHidden();
    }
    await openScreen(page, path, heading);
    const title = page.getByRole('heading', { level: 1, name: heading });
    // The heading's text, not its box (a block as wide as its column).
    const text = await title.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    // The heading's text stays within its own column, which an action beside it narrows.
    const column = await boxOf(title);
    expect(text.x + text.width, `«${heading}» esce dalla sua colonna`).toBeLessThanOrEqual(
      column.x + column.width + 0.5,
    );
    for (const name of actions) {
      const action = page
        .getByRole('main')
        .getByRole('link', { name })
        .or(page.getByRole('main').getByRole('button', { name }));
      const box = await boxOf(action.first());
      expect(overlaps(text, box), `${name} copre «${heading}»`).toBe(false);
      expect(box.x + box.width, `${name} esce dallo schermo`).toBeLessThanOrEqual(360);
    }
    // Nothing of the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
}
