import * as v from 'valibot';
import type { ColumnMapping } from './column-mapping';

// A saved mapping (a profile) comes back from storage: it is validated before use, and a
// mapping chosen by hand is checked against the file's columns before the rows are read.

const column = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));

export const columnMappingSchema = v.object({
  date: column,
  valueDate: v.nullable(column),
  description: v.array(column),
  amount: v.variant('kind', [
    v.object({ kind: v.literal('signed'), column }),
    v.object({ kind: v.literal('credit-debit'), credit: column, debit: column }),
    v.object({ kind: v.literal('indicator'), column, indicator: column }),
  ]),
});

/** A profile: the mapping confirmed for a header layout (its `layoutKey`). */
export const mappingProfileSchema = v.object({
  layoutKey: v.pipe(v.string(), v.nonEmpty()),
  mapping: columnMappingSchema,
});

export type MappingProfile = v.InferOutput<typeof mappingProfileSchema>;

/** The stored value as a profile, or undefined when it is not one. */
export function parseMappingProfile(value: unknown): MappingProfile | undefined {
  const result = v.safeParse(mappingProfileSchema, value);
  return result.success ? result.output : undefined;
}

function amountColumns(mapping: ColumnMapping): number[] {
  switch (mapping.amount.kind) {
    case 'signed':
      return [mapping.amount.column];
    case 'credit-debit':
      return [mapping.amount.credit, mapping.amount.debit];
    case 'indicator':
      return [mapping.amount.column, mapping.amount.indicator];
  }
}

/**
 * What is wrong with `mapping` for a header of `width` columns, in Italian; empty when
 * nothing is. A column used for two roles, or past the last one, is named by its number.
 */
export function mappingProblems(mapping: ColumnMapping, width: number): string[] {
  const problems: string[] = [];
  const roles = [
    mapping.date,
    ...(mapping.valueDate === null ? [] : [mapping.valueDate]),
    ...amountColumns(mapping),
  ];
  for (const index of [...roles, ...mapping.description]) {
    if (index >= width)
      problems.push(`La colonna ${index + 1} non esiste: il file ne ha ${width}.`);
  }
  const used = [...roles, ...mapping.description];
  const twice = used.filter((index, at) => used.indexOf(index) !== at);
  for (const index of new Set(twice))
    problems.push(`La colonna ${index + 1} è scelta per due ruoli diversi.`);
  return problems;
}
