import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyRows,
  countVerdicts,
  type ExistingMovement,
  importKeys,
  normalizeDescription,
} from './duplicates';
import { type ParsedMovement } from './movement';

const row = (
  date: string,
  amountCents: number,
  description: string,
  bankId: string | null = null,
): ParsedMovement => ({
  position: 0,
  date,
  valueDate: null,
  description,
  amountCents,
  bankId,
});

// What the ledger does on "Importa": the new rows join the account with their keys.
function importNew(
  existing: readonly ExistingMovement[],
  rows: readonly ParsedMovement[],
): ExistingMovement[] {
  const verdicts = classifyRows('conto-1', rows, existing);
  const added = rows.flatMap((movement, index) => {
    const verdict = verdicts[index];
    return verdict?.status === 'new'
      ? [
          {
            id: `m${existing.length + index}`,
            date: movement.date,
            amountCents: movement.amountCents,
            importKey: verdict.importKey,
          },
        ]
      : [];
  });
  return [...existing, ...added];
}

describe('importKeys', () => {
  it('uses the bank’s id when there is one, else the fingerprint, each with its occurrence', () => {
    expect(
      importKeys('c', [
        row('2026-01-10', -350, 'Caffè  bar'),
        row('2026-01-10', -350, 'CAFFE BAR'),
        row('2026-01-11', -350, 'Caffè bar', 'F1'),
      ]),
    ).toEqual([
      'fp:c|2026-01-10|-350|CAFFE BAR#1',
      'fp:c|2026-01-10|-350|CAFFE BAR#2',
      'id:c|F1#1',
    ]);
  });

  it('normalises descriptions: case, accents, punctuation and spaces', () => {
    expect(normalizeDescription(' Pagamento  POS - Caffè* ')).toBe('PAGAMENTO POS CAFFE');
  });
});

describe('classifyRows', () => {
  const coffee = row('2026-01-10', -350, 'BAR');

  it('imports N identical rows as N; the same file again adds 0; a later export with more adds the rest', () => {
    const file = [coffee, coffee, coffee];
    expect(countVerdicts(classifyRows('conto-1', file, []))).toEqual({
      new: 3,
      present: 0,
      probable: 0,
    });
    const after = importNew([], file);
    expect(after).toHaveLength(3);
    expect(countVerdicts(classifyRows('conto-1', file, after))).toEqual({
      new: 0,
      present: 3,
      probable: 0,
    });
    const earlier = importNew([], [coffee]);
    expect(countVerdicts(classifyRows('conto-1', file, earlier))).toEqual({
      new: 2,
      present: 1,
      probable: 0,
    });
  });

  it('adds only the rows an overlapping statement does not share', () => {
    const january = [
      row('2026-01-05', -100, 'A'),
      row('2026-01-20', -200, 'B'),
      row('2026-01-20', -200, 'B'),
    ];
    const overlap = [
      row('2026-01-20', -200, 'B'),
      row('2026-01-20', -200, 'B'),
      row('2026-02-03', -300, 'C'),
    ];
    const verdicts = classifyRows('conto-1', overlap, importNew([], january));
    expect(verdicts.map((verdict) => verdict.status)).toEqual(['present', 'present', 'new']);
  });

  it('matches by the bank’s id even when the text changed', () => {
    const existing = importNew([], [row('2026-01-05', -100, 'POS ESSELUNGA', 'X1')]);
    expect(
      classifyRows('conto-1', [row('2026-01-05', -100, 'ESSELUNGA SPA', 'X1')], existing),
    ).toEqual([{ status: 'present', importKey: 'id:conto-1|X1#1', existingId: 'm0' }]);
  });

  it('proposes a hand-entered movement of the same amount within ±3 days, once, the nearest', () => {
    const byHand: ExistingMovement[] = [
      { id: 'h-far', date: '2026-01-01', amountCents: -4590, importKey: null },
      { id: 'h-near', date: '2026-01-09', amountCents: -4590, importKey: null },
      { id: 'h-other', date: '2026-01-10', amountCents: -4591, importKey: null },
    ];
    const verdicts = classifyRows(
      'conto-1',
      [
        row('2026-01-10', -4590, 'ESSELUNGA'),
        row('2026-01-10', -4590, 'ESSELUNGA'),
        row('2026-01-13', -4591, 'X'),
      ],
      byHand,
    );
    expect(
      verdicts.map((verdict) => [
        verdict.status,
        'existingId' in verdict ? verdict.existingId : null,
      ]),
    ).toEqual([
      ['probable-duplicate', 'h-near'],
      ['new', null],
      ['probable-duplicate', 'h-other'],
    ]);
    expect(classifyRows('conto-1', [row('2026-01-14', -4591, 'X')], byHand)[0]?.status).toBe('new');
  });
});

describe('a statement in another format', () => {
  it('rows of the OFX of weeks imported from a CSV are probable duplicates, not new', () => {
    const csv = [
      row('2026-01-10', -350, 'PAGAMENTO POS BAR'),
      row('2026-01-10', -350, 'PAGAMENTO POS BAR'),
      row('2026-01-12', -4590, 'ESSELUNGA'),
    ];
    const ofx = [
      row('2026-01-10', -350, 'BAR CENTRALE', 'F1'),
      row('2026-01-10', -350, 'BAR CENTRALE', 'F2'),
      row('2026-01-12', -4590, 'ESSELUNGA SPA', 'F3'),
      row('2026-01-20', -1000, 'NUOVO', 'F4'),
    ];
    const verdicts = classifyRows('conto-1', ofx, importNew([], csv));
    expect(
      verdicts.map((verdict) => [
        verdict.status,
        'existingId' in verdict ? verdict.existingId : null,
      ]),
    ).toEqual([
      ['probable-duplicate', 'm0'],
      ['probable-duplicate', 'm1'],
      ['probable-duplicate', 'm2'],
      ['new', null],
    ]);
  });
});

describe('properties', () => {
  const movement = fc.record({
    date: fc.constantFrom('2026-01-01', '2026-01-02', '2026-01-03'),
    amountCents: fc.constantFrom(-350, -100, 2500),
    description: fc.constantFrom('BAR', 'bar', 'PANE', 'Caffè'),
    bankId: fc.constantFrom(null, null, 'F1', 'F2'),
  });
  const file = fc.array(
    movement.map((m) => row(m.date, m.amountCents, m.description, m.bankId)),
    { maxLength: 30 },
  );

  it('identical rows keep their multiplicity: an empty account takes every row', () => {
    fc.assert(
      fc.property(file, (rows) => {
        expect(countVerdicts(classifyRows('conto-1', rows, [])).new).toBe(rows.length);
      }),
    );
  });

  it('identical rows keep their multiplicity across imports: an earlier part, then the whole file', () => {
    fc.assert(
      fc.property(file, fc.nat(), (rows, cut) => {
        const part = rows.slice(0, rows.length === 0 ? 0 : cut % rows.length);
        expect(importNew(importNew([], part), rows)).toHaveLength(rows.length);
      }),
    );
  });

  it('importing twice equals importing once, in any order of overlapping files', () => {
    fc.assert(
      fc.property(file, file, (first, second) => {
        const once = importNew(importNew([], first), second);
        const twice = importNew(importNew(once, first), second);
        expect(twice).toEqual(once);
      }),
    );
  });

  it('a file whose days are all inside an imported one adds nothing', () => {
    fc.assert(
      fc.property(file, (rows) => {
        const imported = importNew([], rows);
        const days = new Set(rows.slice(0, Math.ceil(rows.length / 2)).map((r) => r.date));
        const overlap = rows.filter((r) => days.has(r.date));
        expect(countVerdicts(classifyRows('conto-1', overlap, imported)).new).toBe(0);
      }),
    );
  });
});
