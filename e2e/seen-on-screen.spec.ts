import { type Locator, type Page } from '@playwright/test';
import { expect, test, waitForLive } from './fixtures';

// What a person sees, measured in the browser: colours as painted (sRGB), boxes as laid out.

type Rgb = readonly [number, number, number];
type Rgba = readonly [number, number, number, number];

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `top` painted with its alpha over the opaque `bottom`. */
function over([r, g, b, a]: Rgba, bottom: Rgb): Rgb {
  const alpha = a / 255;
  return [r, g, b].map((c, i) => Math.round(c * alpha + (bottom[i] ?? 0) * (1 - alpha))) as [
    number,
    number,
    number,
  ];
}

type Painted = { text: Rgba; background: Rgba; backdrop: Rgba };

/**
 * An element's text colour, its own background and the first opaque background behind it,
 * as the browser paints them: each computed colour (the theme's are oklch) is painted on a
 * canvas and read back in sRGB.
 */
async function paintedColours(element: Locator): Promise<Painted> {
  return element.evaluate(
    (node) => {
      if (!node.isConnected) throw new Error('Elemento non più nella pagina');
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const srgb = (css: string): [number, number, number, number] => {
        if (context === null) return [0, 0, 0, 0];
        context.clearRect(0, 0, 1, 1);
        // A value the canvas cannot read ('' of an element no longer in the page) paints nothing.
        context.fillStyle = 'transparent';
        context.fillStyle = css;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a];
      };
      let backdrop: [number, number, number, number] = [255, 255, 255, 255];
      for (let at = node.parentElement; at !== null; at = at.parentElement) {
        const colour = srgb(getComputedStyle(at).backgroundColor);
        if (colour[3] === 255) {
          backdrop = colour;
          break;
        }
      }
      const style = getComputedStyle(node);
      return { text: srgb(style.color), background: srgb(style.backgroundColor), backdrop };
    },
    undefined,
    { timeout: 2000 },
  );
}

const rgb = ([r, g, b]: Rgba): Rgb => [r, g, b];

type Histogram = { colours: [string, number][]; total: number };

/**
 * How many pixels of each colour an element shows in the viewport. The page is shot, not
 * the element: a chart's canvas may be replaced meanwhile. The PNG is decoded and counted
 * by the page itself (from a Blob, which its content security policy does not restrict).
 */
async function colourHistogram(page: Page, element: Locator): Promise<Histogram> {
  const clip = await element.boundingBox({ timeout: 2000 });
  if (clip === null) return { colours: [], total: 0 };
  const png = await page.screenshot({ clip, animations: 'disabled', scale: 'css' });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (context === null) return { colours: [], total: 0 };
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const counts = new Map<string, number>();
    for (let i = 0; i + 3 < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return { colours: [...counts], total: data.length / 4 };
  }, png.toString('base64'));
}

/**
 * The colours that stand out from the card (3:1 or more, WCAG 1.4.11) and the share of the
 * element each covers, largest first.
 */
function standingOut({ colours, total }: Histogram, card: Rgb): { colour: Rgb; share: number }[] {
  return colours
    .map(([key, count]) => ({
      colour: key.split(',').map(Number) as [number, number, number],
      share: count / Math.max(1, total),
    }))
    .filter(({ colour }) => contrast(colour, card) >= 3)
    .sort((a, b) => b.share - a.share);
}

const FAN_TITLE = 'Valore simulato del portafoglio per anno: 10°, 25°, 50°, 75° e 90° percentile';

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the Home net-worth card is a calm block whose text reads at 4.5:1', async ({ page }) => {
      await page.goto('/investor/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await waitForLive(page);
      const card = page.getByRole('region', { name: 'Patrimonio netto' });
      const heading = card.getByRole('heading', { name: 'Patrimonio netto' });
      const amount = card.getByText(/^\d{1,3}(\.\d{3})*\s€$/);
      const change = card.getByText(/sul mese scorso/);

      const tint = rgb((await paintedColours(heading)).backdrop);
      for (const text of [heading, amount]) {
        const painted = await paintedColours(text);
        expect(painted.backdrop).toEqual([...tint, 255]);
        expect(contrast(rgb(painted.text), tint)).toBeGreaterThanOrEqual(4.5);
      }
      const chip = await paintedColours(change);
      expect(contrast(rgb(chip.text), over(chip.background, tint))).toBeGreaterThanOrEqual(4.5);
      if (theme === 'dark') {
        // A dark page has no pale block: the card is as deep as a dark surface.
        expect(luminance(tint)).toBeLessThan(0.15);
      }
    });

    test("the simulator's percentile bands stand out from the card", async ({ page }) => {
      await page.goto('/investor/invest');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = page.getByRole('region', { name: 'Risultati della simulazione' });
      await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      const chart = page.getByRole('img', { name: FAN_TITLE });
      await chart.scrollIntoViewIfNeeded();
      // The two bands: each a colour of its own at 3:1 or more against the card, the two
      // that cover most of the chart (the median line and the axis text cover under 1%
      // each). The chart is drawn once near the viewport; its canvas may be replaced then.
      const bands = async () => {
        try {
          const card = rgb((await paintedColours(chart)).backdrop);
          const [outer, inner] = standingOut(await colourHistogram(page, chart), card);
          return { outer: outer?.share ?? 0, inner: inner?.share ?? 0 };
        } catch {
          return { outer: 0, inner: 0 };
        }
      };
      // Each band covers some 4% of the chart box (axes and legend included).
      await expect
        .poll(async () => Math.min(...Object.values(await bands())), { timeout: 20_000 })
        .toBeGreaterThan(0.02);
    });
  });
}

test.describe('on a phone', () => {
  test('every tab of the client page is in sight', async ({ page }) => {
    await page.goto('/advisor/client/c1');
    const tablist = page.getByRole('tablist', { name: 'Sezioni del cliente' });
    await expect(tablist.getByRole('tab')).toHaveCount(4);
    const viewport = page.viewportSize();
    const list = await tablist.boundingBox();
    expect(list).not.toBeNull();
    for (const name of ['Panoramica', 'Obiettivi', 'Documenti', 'Note']) {
      const tab = tablist.getByRole('tab', { name });
      const box = await tab.boundingBox();
      if (box === null || list === null || viewport === null) throw new Error(`${name}: no box`);
      // Whole, inside the tab list (not clipped by it) and inside the screen.
      expect(box.x, name).toBeGreaterThanOrEqual(list.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(list.x + list.width + 0.5);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    await tablist.getByRole('tab', { name: 'Note' }).click();
    await expect(page.getByRole('tab', { name: 'Note' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Report shows Genera PDF and Condividi on the first screen, above the navigation', async ({
    page,
  }) => {
    await page.goto('/advisor/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Report e Analisi' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Cliente' }).getByRole('radio')).toHaveCount(
      13,
    );
    for (const name of ['Genera PDF', 'Condividi']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
      // Not under the fixed bottom navigation: a tap at its centre reaches the button.
      const hit = await button.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && node.contains(top);
      });
      expect(hit, name).toBe(true);
    }
    // Still at hand after choosing a report type further down.
    const summary = page.getByRole('radio', { name: /Sintesi/ });
    await summary.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Genera PDF' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the Investi value card is as tall as what it says', async ({ page }) => {
    await page.goto('/investor/invest');
    const card = page.getByRole('region', { name: 'Valore del portafoglio' });
    await expect(card).toContainText('da inizio anno');
    const heights = await card.evaluate((node) => {
      const lines = [...node.querySelectorAll('h2, p')].map((line) => line.getBoundingClientRect());
      const top = Math.min(...lines.map((line) => line.top));
      const bottom = Math.max(...lines.map((line) => line.bottom));
      return { card: node.getBoundingClientRect().height, content: bottom - top };
    });
    // The card's padding (16 px above, 16 below) and its border, no empty teal below.
    expect(heights.card).toBeLessThanOrEqual(heights.content + 48);
  });

  test('Report keeps Genera PDF on the first screen', async ({ page }) => {
    await page.goto('/advisor/reports');
    await expect(page.getByRole('button', { name: 'Genera PDF' })).toBeInViewport({ ratio: 1 });
  });
});
