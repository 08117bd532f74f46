// The asset class the rebalancing gives each position class (rebalancing.ts's stocks, bonds,
// cash), apart from the positions' forms: Home's allocation by asset class reads it too.
import { type PositionClass, positionClassSchema } from './position-schemas';
import { type AssetClass } from './rebalancing';

/**
 * The rebalancing's class of a position: shares and funds/ETF count as azioni (an ETF's
 * own mix is not recorded), bonds and government bonds as obbligazioni.
 */
export const REBALANCING_CLASS_OF: Record<PositionClass, AssetClass> = {
  azioni: 'stocks',
  'fondi-etf': 'stocks',
  obbligazioni: 'bonds',
  'titoli-di-stato': 'bonds',
  liquidita: 'cash',
};

/** Value per rebalancing class, in euro, from the value per position class in cents. */
export function rebalancingAmountsOf(
  allocationCents: Readonly<Record<PositionClass, number>>,
): Record<AssetClass, number> {
  const amounts: Record<AssetClass, number> = { stocks: 0, bonds: 0, cash: 0 };
  for (const positionClass of positionClassSchema.options) {
    amounts[REBALANCING_CLASS_OF[positionClass]] += allocationCents[positionClass] / 100;
  }
  return amounts;
}
