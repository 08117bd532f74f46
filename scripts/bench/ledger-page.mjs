// The page side of `pnpm bench:ledger`'s timings: installed before the investor app's own
// scripts (an init script), it waits for what the person sees, then for the paint that shows
// it, and keeps the longest main-thread task (Long Tasks API). Every function here runs in
// the browser.
/* global window, document, requestAnimationFrame, MutationObserver, HTMLInputElement */

export function installLedgerBenchHelpers() {
  const afterNextPaint = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const nextMutation = () =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => finish());
      const timer = setTimeout(() => finish(), 50);
      function finish() {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      }
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  /** Resolves with the time of the first paint that shows what `predicate` checks. */
  async function shown(predicate) {
    const deadline = performance.now() + 60_000;
    while (!predicate()) {
      if (performance.now() > deadline) throw new Error('la pagina non mostra il risultato atteso');
      await nextMutation();
    }
    await afterNextPaint();
    return performance.now();
  }

  let longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });

  // The moment of the keystroke in the Movimenti search (the field's input event): a search
  // is timed as the person sees it, from the key to the list, any typing pause included.
  let committedAt = null;
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'search') {
        committedAt ??= performance.now();
      }
    },
    true,
  );

  const text = (selector) => document.querySelector(selector)?.textContent ?? '';
  const netWorth = () =>
    text('[aria-labelledby="home-patrimonio"] [aria-busy="false"] p:first-of-type');
  const monthLabel = () => document.querySelector('#budget-mese')?.value ?? '';
  const movementCount = () =>
    [...document.querySelectorAll('[role="status"]')]
      .map((status) => status.textContent)
      .find((content) => / moviment[oi]$/.test(content)) ?? '';
  const firstRowRead = () => {
    const row = document.querySelector('li[aria-posinset="1"]');
    return row !== null && !row.textContent.includes('Caricamento');
  };

  window.__ledgerBench = {
    /** Resets and reads the longest task since the last reset (ms). */
    resetLongestTask() {
      longestTask = 0;
    },
    longestTask: () => longestTask,
    /** Time from navigation start to Home's net worth painted. */
    homeVisible: () => shown(() => netWorth() !== ''),
    netWorth,
    /** Waits until Home's net worth differs from `before`; the epoch time of that paint. */
    async netWorthChanged(before) {
      await shown(() => netWorth() !== '' && netWorth() !== before);
      return performance.timeOrigin + performance.now();
    },
    /** Budget's month summary painted with its figures (the route's HTML has it empty). */
    budgetReady: () =>
      shown(
        () =>
          document
            .querySelector('[aria-labelledby="budget-riepilogo"]')
            ?.textContent?.includes('€') === true,
      ),
    /**
     * Clicks "Mese precedente" and times the click to the other month's figures painted: a
     * summary that still shows the month before while the next is read says so (aria-busy).
     */
    async budgetMonthSwitch() {
      const before = monthLabel();
      const start = performance.now();
      document.querySelector('button[aria-label="Mese precedente"]').click();
      const end = await shown(
        () =>
          monthLabel() !== before &&
          document.querySelector('[aria-labelledby="budget-riepilogo"]:not([aria-busy="true"])') !==
            null,
      );
      return end - start;
    },
    movementsReady: () => shown(() => movementCount() !== '' && firstRowRead()),
    movementCount,
    /** Arms the search timer: the next keystroke in the search field starts it. */
    armSearch() {
      committedAt = null;
    },
    /** From the keystroke to the filtered list painted (count and first row). */
    async searchPainted(before) {
      const end = await shown(
        () => committedAt !== null && movementCount() !== before && firstRowRead(),
      );
      return end - committedAt;
    },
    /** Clicks Home in the navigation; the time from the click to a net worth other than `before` painted. */
    async homeLinkToNetWorth(before) {
      const link = [
        ...document.querySelectorAll('nav[aria-label="Navigazione principale"] a'),
      ].find((a) => a.textContent.trim() === 'Home');
      const start = performance.now();
      link.click();
      const end = await shown(() => netWorth() !== '' && netWorth() !== before);
      return end - start;
    },
    /** Clicks the dialog's "Salva" and answers the epoch time of the click. */
    clickSave() {
      const save = [...document.querySelectorAll('[role="dialog"] button')].find(
        (button) => button.textContent.trim() === 'Salva',
      );
      const at = performance.timeOrigin + performance.now();
      save.click();
      return at;
    },
  };
}
