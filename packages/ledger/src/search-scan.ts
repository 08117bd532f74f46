// A month's searched texts as one string, so that a search finds its word with one
// `indexOf` per match instead of testing every movement: at each keystroke the search goes
// over 100.000 texts.

/** A month's texts joined by line breaks, and where each starts. */
export type MonthScan = { joined: string; starts: Int32Array };

/** Joins `texts` (a search word has no whitespace, so no match spans two of them). */
export function monthScan(texts: readonly string[]): MonthScan {
  const starts = new Int32Array(texts.length);
  let at = 0;
  texts.forEach((text, i) => {
    starts[i] = at;
    at += text.length + 1;
  });
  return { joined: texts.join('\n'), starts };
}

/** The text holding position `at` of the joined string. */
function textAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The indexes, in order, of the texts that contain every word of `words` and that `keep`
 * accepts (with no word, every text `keep` accepts): the first word is found in the joined
 * string, the others in each text it is found in.
 */
export function matchingTexts(
  scan: MonthScan,
  texts: readonly string[],
  words: readonly string[],
  keep: (index: number) => boolean,
): number[] {
  const [first, ...others] = words;
  if (first === undefined) return texts.flatMap((_, index) => (keep(index) ? [index] : []));
  const found: number[] = [];
  let at = scan.joined.indexOf(first);
  while (at !== -1) {
    const index = textAt(scan.starts, at);
    const text = texts[index] ?? '';
    if (keep(index) && others.every((word) => text.includes(word))) found.push(index);
    // On from the next text: a text is listed once, however many times it holds the word.
    at = index + 1 < scan.starts.length ? scan.joined.indexOf(first, scan.starts[index + 1]) : -1;
  }
  return found;
}
