// Medians of several Lighthouse runs of one page, the targets (issues 11 and 20) and the table.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { median } from '../bench/median.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

/** Ratio of a route's figure to the baseline's; NaN (shown as '–') when the baseline is 0. */
function ratio(value, base) {
  return base > 0 ? value / base : Number.NaN;
}

function formatRatio(value) {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';
}

/** Issue 20's ratio ceilings against the baseline page measured in the same run. */
const MAX_RATIO = { tbt: 1, lcp: 1 };

/**
 * The targets a route misses, in words: issue 11's scores that do not depend on the machine
 * (accessibility, best practices, SEO of the landing page) and issue 20's ratios to the
 * baseline (TBT and LCP no higher than the bare page's).
 */
export function missedTargets(row, baseline) {
  const { route, scores } = row;
  const scoreTargets = [
    ['accessibility', 1],
    ['best-practices', 1],
    ...(route === '/' ? [['seo', 1]] : []),
  ];
  const missedScores = scoreTargets
    .filter(([id, target]) => scores[id] < target)
    .map(([id, target]) => `${id} ${scores[id].toFixed(2)} < ${target}`);
  const missedRatios = Object.entries(MAX_RATIO)
    .map(([metric, max]) => [metric, ratio(row[metric], baseline[metric]), max])
    .filter(([, value, max]) => value > max)
    .map(([metric, value, max]) => `${metric.toUpperCase()} ${formatRatio(value)} > ${max}×`);
  return [...missedScores, ...missedRatios];
}

/** A Markdown table, ready to paste into the README: the baseline first, then each route. */
export function markdownTable(baseline, rows) {
  const header = [
    'pagina',
    'performance',
    'accessibility',
    'best-practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'TBT / rif.',
    'LCP / rif.',
    'perf. / rif.',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| --- | ${Array(header.length - 1)
      .fill('---:')
      .join(' | ')} |`,
  ];
  for (const row of [baseline, ...rows]) {
    const cells = [
      row === baseline ? 'riferimento (bench/baseline)' : `\`${row.route}\``,
      ...CATEGORIES.map((id) => row.scores[id].toFixed(2)),
      `${Math.round(row.lcp)} ms`,
      `${Math.round(row.tbt)} ms`,
      row.cls.toFixed(3),
      formatRatio(ratio(row.tbt, baseline.tbt)),
      formatRatio(ratio(row.lcp, baseline.lcp)),
      formatRatio(ratio(row.scores.performance, baseline.scores.performance)),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
