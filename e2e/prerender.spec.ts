import { type Page, type Response } from '@playwright/test';
import { MESSAGES } from '@traguardo/domain/messages';
import { expect, test, waitForLive } from './fixtures';
import { COMPILE_HINT } from '../vite-plugins/compile-hints';
import routeTable from '../vite-plugins/routes.json' with { type: 'json' };

// Every route with a file of its own gets its shell rendered at build time
// (vite-plugins/prerender.ts): header, navigation, the screen as it is before the page is
// live — its texts, its controls inert, frames where the device's data will be — the same for
// every visitor, never a figure but those the product fixes. The browser hydrates it and renders the screen with
// what the device holds (packages/app-runtime/src/mount-app.tsx). The client page (a route
// with a parameter) and any other address get the empty shell page.
const staticRoutes = routeTable.filter((route) => !('pattern' in route));

/** A page the build renders, its h1 and its document title. */
type PrerenderedPage = { path: string; heading: string; title: string };

/**
 * The screen's name as its h1 and in its title, except on the landing, whose h1 is the
 * brand and whose title asks to choose a role.
 */
const staticPages: PrerenderedPage[] = staticRoutes.map((route) =>
  route.path === '/'
    ? { path: route.path, heading: 'Traguardo', title: 'Scegli il tuo ruolo · Traguardo' }
    : { path: route.path, heading: route.screen, title: `${route.screen} · Traguardo` },
);

/**
 * Remembers the navigation the server sent, as soon as the document is parsed and before
 * any module script runs: hydration keeps that very node (and gives it React's fiber), a
 * fresh render would replace it. (The screen's h1 is the shell's until the screen renders.)
 */
async function rememberServerNavigation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverNavigation?: Element | null }).serverNavigation =
        document.querySelector('#root nav');
    });
  });
}

/** Resolves once React has taken over the navigation the server sent (fails if replaced). */
async function expectHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const navigation = (window as unknown as { serverNavigation?: Element | null })
      .serverNavigation;
    return (
      navigation?.isConnected === true &&
      Object.keys(navigation).some((key) => key.startsWith('__reactFiber$'))
    );
  });
}

type PaintWatch = {
  /** #root was visible in the first frame drawn with its content; null until then. */
  visibleAtFirstFrame: boolean | null;
  /** A frame was drawn showing what must never be seen there. */
  forbiddenPainted: boolean;
};

/** What a frame must never show: an element that matches `selector` and contains `text`. */
type Forbidden = { selector: string; text: string };

/** The sample plan ('Bilanciato') chosen on Investi. */
const SAMPLE_PLAN: Forbidden = {
  selector: '#root label:has(input[type="radio"]:checked)',
  text: 'Bilanciato',
};

/**
 * Watches the page from its first frame until it is unloaded: whether #root was visible in
 * the first frame drawn with it, and, on every frame, whether it showed what is forbidden.
 */
async function watchPaint(page: Page, forbidden: Forbidden = SAMPLE_PLAN): Promise<void> {
  await page.addInitScript(({ selector, text }) => {
    const watch: PaintWatch = { visibleAtFirstFrame: null, forbiddenPainted: false };
    (window as unknown as { paintWatch: PaintWatch }).paintWatch = watch;
    const rootVisible = () =>
      document.getElementById('root')?.checkVisibility({ visibilityProperty: true }) === true;
    const onFrame = () => {
      if (watch.visibleAtFirstFrame === null && document.getElementById('root')?.hasChildNodes()) {
        watch.visibleAtFirstFrame = rootVisible();
      }
      const shown = [...document.querySelectorAll(selector)];
      if (rootVisible() && shown.some((element) => element.textContent?.includes(text))) {
        watch.forbiddenPainted = true;
      }
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  }, forbidden);
}

function paintWatch(page: Page): Promise<PaintWatch> {
  return page.evaluate(() => (window as unknown as { paintWatch: PaintWatch }).paintWatch);
}

/**
 * Keeps the investor app's entry module from arriving until the returned function is
 * called, as on a slow connection: the prerendered shell is on screen well before React has
 * it.
 */
async function holdEntryModule(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/investor\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The shell's text, the figures the product fixes (FixedFigure) and the <title> left out. */
function textBesidesFixedFigures(page: Page): Promise<string> {
  return page.locator('#root').evaluate((root) => {
    const copy = root.cloneNode(true) as Element;
    for (const element of copy.querySelectorAll('[data-fixed-figure], title')) element.remove();
    return copy.textContent ?? '';
  });
}

/**
 * The values written in #root's text fields (a name, an email, an address): someone's data.
 * A colour's code (#rrggbb, the branding's default) is the product's, not anyone's.
 */
function filledTextFields(page: Page): Promise<string[]> {
  return page
    .locator('#root')
    .evaluate((root) =>
      [
        ...root.querySelectorAll(
          'input:is([type="text"], [type="email"], [type="tel"], [type="url"])',
        ),
      ]
        .map((input) => input.getAttribute('value') ?? '')
        .filter((value) => value !== '' && !/^#[0-9a-f]{6}$/i.test(value)),
    );
}

/** The controls of #root a click or a key would reach: none outside an inert part. */
function liveControls(page: Page) {
  return page.locator('#root :is(button, input, select, textarea):not([inert] *)');
}

/** Chooses a plan on Investi and waits until it is taken, so that it is kept on the device. */
async function choosePlan(page: Page, name: RegExp): Promise<void> {
  await page.goto('/investor/invest');
  const plan = page.getByRole('radio', { name });
  await plan.click();
  await expect(plan).toBeChecked({ timeout: 20_000 });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One page after another in one test (a step each): a page without scripts is quick to
  // check, a browser context for each of them was most of the cost.
  test('every static route shows its shell under its own title, and no figure', async ({
    page,
  }) => {
    for (const { path, heading, title } of staticPages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(title);
        // The app's shell (navigation) is there as well, not just a title.
        if (path === '/') return;
        await expect(page.getByRole('navigation', { name: /^Navigazione/ })).toBeVisible();
        await expect(page.getByText(/ha bisogno di JavaScript/)).toBeVisible();
        // Built once for everyone: an amount, a count or a date would be someone else's; a
        // figure the product fixes (the upload limit, a plan's expected return) is the same
        // for all.
        expect(await textBesidesFixedFigures(page)).not.toMatch(/\d/);
        // Nor a name or an address in a form: the sample advisor's are nobody's.
        expect(await filledTextFields(page)).toEqual([]);
        // The screen's controls are there, in place, but inert: they need a script to work.
        await expect(liveControls(page)).toHaveCount(0);
      });
    }
  });

  test('an address without a page of its own gets the empty shell, never another route’s content', async ({
    page,
  }) => {
    for (const path of ['/advisor/client/c1', '/advisor/client/zzz', '/investor/nope']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test.describe('with JavaScript', () => {
  for (const { path, heading } of staticPages) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      await rememberServerNavigation(page);
      await page.goto(path);
      if (path !== '/') await expectHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('every script of the build a page loads asks to be compiled as it is parsed', async ({
    page,
  }) => {
    const scripts: Response[] = [];
    const noteScript = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    };
    page.on('response', noteScript);
    await rememberServerNavigation(page);
    await page.goto('/investor/');
    await expectHydrated(page);
    await waitForLive(page);
    // What comes later (a chart's code near the view) is not on the list being read.
    page.off('response', noteScript);
    // Workers are built apart and keep V8's lazy compiling (vite-plugins/compile-hints.ts),
    // and so do the head's two classic scripts, built apart too: the pre-paint script (one
    // short function run once) and the empty one that holds the paint (paint-when-read.ts).
    const bundled = scripts.filter(
      (response) =>
        response.url().includes('/assets/') &&
        !response.url().includes('.worker-') &&
        !/\/(pre-paint-theme|paint-when-read)-/.test(response.url()),
    );
    // The entry, React DOM, the app and the screen, at least.
    expect(bundled.length).toBeGreaterThanOrEqual(4);
    for (const response of bundled) {
      const opening = (await response.text()).slice(0, COMPILE_HINT.length);
      expect(opening, response.url()).toBe(COMPILE_HINT);
    }
  });

  test('the app starts a worker that loads the it-IT formatting data, and it ends', async ({
    page,
  }) => {
    // The worker formats its samples and closes itself: its target goes away.
    const ended = new Promise<string>((resolve) => {
      page.on('worker', (worker) => {
        if (worker.url().includes('/locale-data.worker-')) {
          worker.on('close', () => resolve(worker.url()));
        }
      });
    });
    await rememberServerNavigation(page);
    await page.goto('/advisor/vitals');
    await expectHydrated(page);
    await expect(ended).resolves.toContain('/advisor/assets/');
  });

  test('a client’s page is rendered in the browser and its tabs work', async ({ page }) => {
    await page.goto('/advisor/client/c1');
    await expect(page.getByRole('heading', { level: 1, name: 'Marco Rossi' })).toBeVisible();
    await page.getByRole('tab', { name: 'Obiettivi' }).click();
    await expect(page.getByRole('heading', { name: 'Pensione anticipata' })).toBeVisible();
  });

  test('a saved plan and the dark theme are applied after hydration, with no error', async ({
    page,
  }) => {
    await choosePlan(page, /Crescita/);
    await page.goto('/investor/more');
    await page.getByRole('radio', { name: 'Scuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });

    for (const path of ['/investor/invest', '/investor/more']) {
      await rememberServerNavigation(page);
      await page.goto(path);
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await page.goto('/investor/invest');
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Bilanciato/ })).not.toBeChecked();
  });

  test('saved advisor settings show in the form after hydration, with no error', async ({
    page,
  }) => {
    await page.goto('/advisor/settings');
    const name = page.getByLabel('Nome completo');
    await name.fill('Giulia <b>Verdi</b>');
    await page.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();

    await rememberServerNavigation(page);
    await page.reload();
    await expectHydrated(page);
    await expect(name).toHaveValue('Giulia <b>Verdi</b>');
  });

  test('the 404 and an unknown client are rendered in the browser from the empty shell', async ({
    page,
  }) => {
    await page.goto('/investor/nope');
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
    await page.goto('/advisor/client/zzz');
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.clientNotFound }),
    ).toBeVisible();
  });

  test('a filtered address hydrates its shell and shows the filter, never the unfiltered list', async ({
    page,
  }) => {
    await watchPaint(page, { selector: '#root button[aria-pressed="true"]', text: 'Tutti' });
    await rememberServerNavigation(page);
    await page.goto('/advisor/vitals?stato=red');
    await expectHydrated(page);
    await expect(page.getByRole('button', { name: /^Critici/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const watch = await paintWatch(page);
    expect(watch.visibleAtFirstFrame).toBe(true);
    expect(watch.forbiddenPainted).toBe(false);
  });

  test('before the app has started the shell offers links only, and they work', async ({
    page,
  }) => {
    const release = await holdEntryModule(page);
    await page.goto('/investor/goals', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Obiettivi' })).toBeVisible();
    await expect(page.locator('#root').getByText('Aggiungi obiettivo')).toBeVisible();
    await expect(liveControls(page)).toHaveCount(0);
    // The navigation is made of links, which the browser follows without any script.
    await page
      .getByRole('navigation', { name: /^Navigazione/ })
      .getByRole('link', { name: 'Conti' })
      .click();
    await expect(page).toHaveURL(/\/investor\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conti' })).toBeVisible();
    release();
    // A ceiling, not a timing, as in waitForHydrated.
    await expect(page.getByRole('button', { name: 'Collega la tua banca' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a visitor with saved state sees the shell at once, then their own plan, never the sample’s', async ({
    page,
  }) => {
    await choosePlan(page, /Crescita/);

    await watchPaint(page);
    await rememberServerNavigation(page);
    await page.goto('/investor/invest');
    await expectHydrated(page);
    await expect(page.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: 'Investi' })).toBeVisible();
    const watch = await paintWatch(page);
    expect(watch.visibleAtFirstFrame).toBe(true);
    expect(watch.forbiddenPainted).toBe(false);
  });

  test('the shell shows all the same when the app never starts', async ({ page, pageProblems }) => {
    // The app's modules fail to load (a broken deploy, a dropped connection): only the
    // head's two classic scripts run.
    await page.route(/\/investor\/assets\/.*\.js$/, (route) =>
      /\/(pre-paint-theme|paint-when-read)-/.test(route.request().url())
        ? route.continue()
        : route.abort(),
    );
    await watchPaint(page);
    await page.goto('/investor/invest');
    await expect(page.getByRole('heading', { level: 1, name: 'Investi' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /^Navigazione/ })).toBeVisible();
    await expect.poll(async () => (await paintWatch(page)).visibleAtFirstFrame).toBe(true);
    // The failed loads are the point of this test, not a problem of the page.
    pageProblems.length = 0;
  });
});
