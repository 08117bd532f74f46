import { normalizeDescription } from './duplicates';

// Categories by rules: "description contains / starts with / matches X (and optionally
// the amount in a range) → category". Texts are compared normalised (upper case, no
// accents, punctuation as spaces), and `contains` / `starts-with` match whole words, so
// "TIM" finds "ADDEBITO TIM SPA" but not "TIMBRIFICIO". `matches` is a wildcard pattern
// (`*` any text, `?` one character) over the whole normalised description: a user's
// pattern can never be a runaway regular expression.

export type RuleMatch = 'contains' | 'starts-with' | 'matches';

export interface CategoryRule {
  id: string;
  match: RuleMatch;
  pattern: string;
  /** Inclusive bounds in signed cents; null for none. */
  minCents: number | null;
  maxCents: number | null;
  categoryId: string;
}

/** What a rule looks at. */
export interface CategorizableMovement {
  description: string;
  amountCents: number;
}

const padded = (text: string) => ` ${text} `;

function wildcard(pattern: string): RegExp {
  const body = normalizePattern(pattern)
    .split('')
    .map((char) =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}$`);
}

// A pattern is normalised as a description is, keeping its wildcards.
function normalizePattern(pattern: string): string {
  return pattern
    .split(/([*?])/)
    .map((part) => (part === '*' || part === '?' ? part : normalizeDescription(part)))
    .join('')
    .trim();
}

/** Whether `rule` applies to `movement`. A rule with an empty pattern applies to nothing. */
export function ruleMatches(rule: CategoryRule, movement: CategorizableMovement): boolean {
  if (rule.minCents !== null && movement.amountCents < rule.minCents) return false;
  if (rule.maxCents !== null && movement.amountCents > rule.maxCents) return false;
  const description = normalizeDescription(movement.description);
  const pattern =
    rule.match === 'matches' ? normalizePattern(rule.pattern) : normalizeDescription(rule.pattern);
  if (pattern === '') return false;
  switch (rule.match) {
    case 'contains':
      return padded(description).includes(padded(pattern));
    case 'starts-with':
      return padded(description).startsWith(padded(pattern));
    case 'matches':
      return wildcard(rule.pattern).test(description);
  }
}

/** The category of the first rule (in order) that applies, or null. */
export function categorize(
  movement: CategorizableMovement,
  rules: readonly CategoryRule[],
): string | null {
  return rules.find((rule) => ruleMatches(rule, movement))?.categoryId ?? null;
}

/** A rule with its pattern normalised (and its wildcard compiled) once, for many movements. */
interface CompiledRule {
  rule: CategoryRule;
  test: (paddedDescription: string, description: string) => boolean;
}

function compile(rule: CategoryRule): CompiledRule | undefined {
  const pattern =
    rule.match === 'matches' ? normalizePattern(rule.pattern) : normalizeDescription(rule.pattern);
  if (pattern === '') return undefined;
  switch (rule.match) {
    case 'contains': {
      const word = padded(pattern);
      return { rule, test: (paddedDescription) => paddedDescription.includes(word) };
    }
    case 'starts-with': {
      const word = padded(pattern);
      return { rule, test: (paddedDescription) => paddedDescription.startsWith(word) };
    }
    case 'matches': {
      const expression = wildcard(rule.pattern);
      return { rule, test: (_, description) => expression.test(description) };
    }
  }
}

/**
 * Each movement's category by `rules` (the user's first, then the starter set): the same
 * answer as `categorize` for each, with every pattern and description normalised once.
 */
export function applyRules(
  movements: readonly CategorizableMovement[],
  rules: readonly CategoryRule[],
): (string | null)[] {
  const compiled = rules.flatMap((rule) => compile(rule) ?? []);
  const byDescription = new Map<string, { description: string; padded: string }>();
  return movements.map((movement) => {
    let normalized = byDescription.get(movement.description);
    if (normalized === undefined) {
      const description = normalizeDescription(movement.description);
      normalized = { description, padded: padded(description) };
      byDescription.set(movement.description, normalized);
    }
    const { description, padded: paddedDescription } = normalized;
    const found = compiled.find(
      ({ rule, test }) =>
        (rule.minCents === null || movement.amountCents >= rule.minCents) &&
        (rule.maxCents === null || movement.amountCents <= rule.maxCents) &&
        test(paddedDescription, description),
    );
    return found?.rule.categoryId ?? null;
  });
}

// Words a bank puts before the payee: what "Applica sempre a «…»?" should skip.
const BANK_WORDS = new Set(
  'PAGAMENTO POS CARTA ADDEBITO ADDEBITI DIRETTO SDD SEPA BONIFICO BONIF A FAVORE DI DA VS VOSTRO VOSTRA ACQUISTO OPERAZIONE DEL IL LA PRESSO PAG RID DISPOSIZIONE ESEGUITO RICEVUTO ORDINANTE BENEFICIARIO CONTACTLESS NFC APPLE GOOGLE PAY'.split(
    ' ',
  ),
);

/**
 * The payee word a rule proposed from this description would look for: the first word
 * that is not a banking word, a number or a code (`PAGAMENTO POS ESSELUNGA 1234` →
 * `ESSELUNGA`). Empty when there is none.
 */
export function payeeOf(description: string): string {
  return (
    normalizeDescription(description)
      .split(' ')
      .find((word) => word.length > 1 && !BANK_WORDS.has(word) && !/\d/.test(word)) ?? ''
  );
}

/** The rule "Applica sempre a «PAYEE»?" creates when a movement's category is changed; undefined when no payee. */
export function ruleFromCategoryChange(
  id: string,
  movement: CategorizableMovement,
  categoryId: string,
): CategoryRule | undefined {
  const payee = payeeOf(movement.description);
  if (payee === '') return undefined;
  return { id, match: 'contains', pattern: payee, minCents: null, maxCents: null, categoryId };
}
