// Medians of several Lighthouse runs of one route, the targets of issue 11 and the table.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per-column medians of the runs, plus the audits that cost points in the median run. */
export function summarize(route, lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(lhrs.map((lhr) => lhr.categories[id].score))]),
  );
  const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
  const representative = computeMedianRun(lhrs);
  return {
    route,
    scores,
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    losses: lostPoints(representative),
  };
}

/** Scored audits below 1 that carry weight in a category, as 'category: audit (score)'. */
function lostPoints(lhr) {
  const losses = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        losses.push(`${id}: ${ref.id} (${audit.score.toFixed(2)})`);
      }
    }
  }
  return losses;
}

/** The targets of issue 11 a route misses, in words. */
export function missedTargets({ route, scores }) {
  const targets = [
    ['performance', 0.95],
    ['accessibility', 1],
    ['best-practices', 1],
    ...(route === '/' ? [['seo', 1]] : []),
  ];
  return targets
    .filter(([id, target]) => scores[id] < target)
    .map(([id, target]) => `${id} ${scores[id].toFixed(2)} < ${target}`);
}

/** A Markdown table, ready to paste into the README. */
export function markdownTable(rows) {
  const header = ['route', 'performance', 'accessibility', 'best-practices', 'SEO'];
  const lines = [
    `| ${[...header, 'LCP', 'TBT', 'CLS'].join(' | ')} |`,
    `| --- | ${Array(7).fill('---:').join(' | ')} |`,
  ];
  for (const row of rows) {
    const cells = [
      `\`${row.route}\``,
      ...CATEGORIES.map((id) => row.scores[id].toFixed(2)),
      `${Math.round(row.lcp)} ms`,
      `${Math.round(row.tbt)} ms`,
      row.cls.toFixed(3),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
