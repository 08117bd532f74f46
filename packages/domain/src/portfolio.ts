// The own profile's portfolio computed from its positions: each position's holding at the
// price the user last entered, the total, and the allocation by class. A position without an
// entered price is valued at its cost and listed, so a screen can ask for the price.
import { type Position, type PositionClass } from './position-schemas';
import { holdingValue, type Holding, type PositionProblem, replayPosition } from './positions';
import { type RealisedEvent } from './tax-capital-gains';

export type PositionRow = {
  id: string;
  positionClass: PositionClass;
  holding: Holding;
  /** At the entered price, or at cost when there is none. */
  valueCents: number;
  /** Null without an entered price. */
  unrealisedGainCents: number | null;
  realisedGainCents: number;
};

export type Portfolio = {
  rows: PositionRow[];
  totalCents: number;
  /** Value by class, in cents; every class present, zero when none is held. */
  allocationCents: Record<PositionClass, number>;
  /** Ids of positions held but without an entered price (valued at cost). */
  withoutPrice: string[];
  /** Positions whose operations cannot be replayed, with the Italian reason. */
  problems: { id: string; problem: PositionProblem }[];
};

export function portfolioFromPositions(positions: readonly Position[]): Portfolio {
  const allocationCents: Record<PositionClass, number> = {
    azioni: 0,
    obbligazioni: 0,
    'titoli-di-stato': 0,
    'fondi-etf': 0,
    liquidita: 0,
  };
  const rows: PositionRow[] = [];
  const withoutPrice: string[] = [];
  const problems: Portfolio['problems'] = [];
  for (const position of positions) {
    const replay = replayPosition(position.operations, position.positionClass);
    if (!replay.ok) {
      problems.push({ id: position.id, problem: replay.problem });
      continue;
    }
    const { holding } = replay;
    const priced = position.lastPrice
      ? holdingValue(holding, position.lastPrice.price, position.positionClass)
      : null;
    if (priced === null && holding.quantity > 0) withoutPrice.push(position.id);
    const valueCents = priced?.valueCents ?? holding.costBasisCents;
    allocationCents[position.positionClass] += valueCents;
    rows.push({
      id: position.id,
      positionClass: position.positionClass,
      holding,
      valueCents,
      unrealisedGainCents: priced?.unrealisedGainCents ?? null,
      realisedGainCents: replay.sales.reduce((sum, sale) => sum + sale.gainCents, 0),
    });
  }
  const totalCents = rows.reduce((sum, row) => sum + row.valueCents, 0);
  return { rows, totalCents, allocationCents, withoutPrice, problems };
}

/**
 * Every sale of the positions as a realised event for the capital-gains engine, id
 * `<position id>#<operation index>`. Positions whose operations cannot be replayed are left
 * out (portfolioFromPositions reports them).
 */
export function realisedEventsOf(positions: readonly Position[]): RealisedEvent[] {
  return positions.flatMap((position) => {
    const replay = replayPosition(position.operations, position.positionClass);
    if (!replay.ok) return [];
    return replay.sales.map((sale) => ({
      id: `${position.id}#${sale.operationIndex}`,
      date: sale.date,
      gainCents: sale.gainCents,
      positionClass: position.positionClass,
    }));
  });
}
