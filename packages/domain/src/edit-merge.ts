// Two tabs (or, later, two devices) edit the same stored values. Each edit remembers what
// it started from (`base`); a save writes only what the user changed since then, and a
// value that both the user and someone else changed, differently, is a conflict the user
// decides. Nothing anyone typed is dropped without asking.

export type MergedValue<V> = { conflict: false; value: V } | { conflict: true };

/**
 * Three-way merge of one value: the user's edit wins where the stored value has not moved
 * since `base`; the stored value wins where the user left it as it was; both changed to
 * different values is a conflict.
 */
export function mergeValue<V>(base: V, mine: V, theirs: V): MergedValue<V> {
  if (Object.is(mine, base)) return { conflict: false, value: theirs };
  if (Object.is(theirs, base) || Object.is(theirs, mine)) return { conflict: false, value: mine };
  return { conflict: true };
}

export type MergedRecord<T> = {
  /** Every field merged; a conflicting field keeps the stored value (`theirs`) for now. */
  merged: T;
  /** The fields both sides changed to different values, in the record's order. */
  conflicts: (keyof T & string)[];
};

/** `mergeValue` field by field over flat records of the same shape. */
export function mergeRecord<T extends Record<string, unknown>>(
  base: T,
  mine: T,
  theirs: T,
): MergedRecord<T> {
  const merged = { ...theirs };
  const conflicts: (keyof T & string)[] = [];
  for (const field of Object.keys(theirs) as (keyof T & string)[]) {
    const result = mergeValue(base[field], mine[field], theirs[field]);
    if (result.conflict) conflicts.push(field);
    else merged[field] = result.value;
  }
  return { merged, conflicts };
}

/**
 * The fields of `mine` that differ from `base` (what the form opened with): what a save of a
 * form writes, so that a field another tab saved meanwhile, and this tab left alone, stays.
 * A field `mine` sets to `undefined` where `base` had a value is a change (a link removed).
 */
export function changedFields<T extends object>(base: T, mine: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const field of Object.keys(mine) as (keyof T)[]) {
    if (!Object.is(base[field], mine[field])) changes[field] = mine[field];
  }
  return changes;
}
