import * as v from 'valibot';

/** Turns the state stored by version `n` into the shape of version `n + 1`. */
export type Migration = (state: unknown) => unknown;

export type StoredValueRules<P> = {
  /** The version the app writes today. */
  version: number;
  /** The shape of the stored state at `version`. */
  schema: v.GenericSchema<unknown, P>;
  /** `migrations[n]` upgrades a state written by version `n`. */
  migrations?: Readonly<Record<number, Migration>>;
};

export type StoredValueResult<P> =
  { ok: true; state: P; migratedFrom?: number } | { ok: false; reason: string };

const envelopeSchema = v.object({
  state: v.unknown(),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads one stored entry (`{ state, version }` as JSON): parses it, migrates an older
 * version step by step and validates the result. Anything else is refused with a reason,
 * never patched up: the caller keeps the raw text aside.
 */
export function readStoredValue<P>(raw: string, rules: StoredValueRules<P>): StoredValueResult<P> {
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, reason: 'JSON non valido' };
  const envelope = v.safeParse(envelopeSchema, json.value);
  if (!envelope.success) return { ok: false, reason: 'formato sconosciuto' };
  const { version } = envelope.output;
  if (version > rules.version) {
    return { ok: false, reason: `versione ${version} più recente dell'app (${rules.version})` };
  }
  let state = envelope.output.state;
  for (let from = version; from < rules.version; from += 1) {
    const migrate = rules.migrations?.[from];
    if (migrate === undefined) return { ok: false, reason: `versione ${from} non migrabile` };
    try {
      state = migrate(state);
    } catch {
      return { ok: false, reason: `migrazione dalla versione ${from} non riuscita` };
    }
  }
  const parsed = v.safeParse(rules.schema, state);
  if (!parsed.success) return { ok: false, reason: 'dati non validi' };
  return version < rules.version
    ? { ok: true, state: parsed.output, migratedFrom: version }
    : { ok: true, state: parsed.output };
}
