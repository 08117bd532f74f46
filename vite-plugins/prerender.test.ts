import { describe, expect, it } from 'vitest';
import { shellProblem, visibleText, withPrerenderedRoot, withScreenTitle } from './prerender';

const PAGE = `<!doctype html><html><head><title>Traguardo – Investitore</title></head>
<body><div id="root"></div></body></html>`;

const SHELL =
  '<title>Budget · Traguardo</title><nav aria-label="Navigazione"><a href="/investor/">Home</a></nav>' +
  '<main><h1 class="text-2xl">Budget</h1><div class="h-28 rounded-2xl" aria-hidden="true"></div></main>';

describe('a route’s shell', () => {
  it('is accepted with its navigation, title and empty cards (digits in attributes are no figure)', () => {
    expect(shellProblem(SHELL)).toBeUndefined();
  });

  it('is refused when it shows a figure: an amount, a count or a date', () => {
    expect(shellProblem('<main><p>Saldo 1.234 €</p></main>')).toBe(
      'mostra un numero (1.234) in «Saldo 1.234 €»',
    );
    expect(shellProblem('<main><p>3 conti</p></main>')).toBe('mostra un numero (3) in «3 conti»');
    expect(shellProblem('<p>Aggiornato al 25/11/2026</p>')).toMatch(/mostra un numero \(25/);
  });

  it('may show a figure the product fixes, and only that one', () => {
    const limit = '<p>Dimensione massima <span data-fixed-figure="">10</span>MB</p>';
    expect(shellProblem(limit)).toBeUndefined();
    expect(shellProblem(`${limit}<p>Totale 5</p>`)).toBe(
      'mostra un numero (5) in «Dimensione massima MB Totale 5»',
    );
  });

  it('is refused when it carries a script, a style or an inline handler', () => {
    expect(shellProblem('<script>alert(1)</script>')).toBe('contiene script o stili inline');
    expect(shellProblem('<style>p{}</style>')).toBe('contiene script o stili inline');
    expect(shellProblem('<button onclick="x()">Invia</button>')).toBe(
      'contiene script o stili inline',
    );
  });

  it('reads as its visible text, title and comments left out', () => {
    expect(visibleText('<title>Conti 2</title><!-- 3 --><p>Conti</p>').trim()).toBe('Conti');
  });
});

describe('the page with its shell', () => {
  it('holds the markup in #root, marked with its path, and the screen’s title in <head>', () => {
    const html = withPrerenderedRoot(PAGE, '/investor/budget', SHELL);
    expect(html).toContain(
      `<div id="root" data-prerendered-path="/investor/budget">${SHELL}</div>`,
    );
    expect(html).toContain('<head><title>Budget · Traguardo</title></head>');
  });

  it('keeps `$&` and friends in the markup literal', () => {
    const html = withPrerenderedRoot(PAGE, '/x', '<p>$& $1</p>');
    expect(html).toContain('<p>$& $1</p>');
  });

  it('escapes the path in its attribute', () => {
    expect(withPrerenderedRoot(PAGE, '/a"b<c', '')).toContain(
      'data-prerendered-path="/a&quot;b&lt;c"',
    );
  });

  it('keeps the app’s title when the markup has none', () => {
    expect(withScreenTitle(PAGE, '<p>Landing</p>')).toBe(PAGE);
  });
});
