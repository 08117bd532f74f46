// "Previsione fiscale" of the own profile: the figures Altro shows for the year, from the
// positions through portfolio-taxes.ts: gains and losses realised in the year, the part of
// the gains offset by the zainetto, the imposta sostitutiva (26%, 12,5% on government bonds),
// bollo and IVAFE, and the zainetto with each loss's expiry, those expiring this year marked.
import { realisedEventsOf } from './portfolio';
import { taxForecast } from './portfolio-taxes';
import { type Position } from './position-schemas';
import { lossExpiryDate } from './tax-capital-gains';

export type ZainettoRow = {
  id: string;
  /** Year the loss was realised. */
  year: number;
  /** The loss as counted (48,08% of it for government bonds), in cents. */
  amountCents: number;
  remainingCents: number;
  /** yyyy-12-31: the last day it can offset a gain. */
  expiryDate: string;
  expiresThisYear: boolean;
};

export type TaxForecastSummary = {
  year: number;
  /** Gains realised in the year, as realised (before the 48,08% of government bonds). */
  gainsCents: number;
  /** Losses realised in the year, as a positive amount. */
  lossesCents: number;
  /** Part of the year's gains offset by losses of the zainetto (as counted). */
  lossesUsedCents: number;
  /** What the 26% applies to: counted gains less the losses used. */
  taxableCents: number;
  capitalGainsTaxCents: number;
  bolloCents: number;
  ivafeCents: number;
  totalCents: number;
  /** Losses with something left at the end of the year, the earliest expiry first. */
  zainetto: ZainettoRow[];
};

/** The year's tax estimate of the positions; `year` is the current one for Altro. */
export function taxForecastSummary(
  positions: readonly Position[],
  year: number,
): TaxForecastSummary {
  const forecast = taxForecast(positions, year);
  const { capitalGains, stampDuty } = forecast;
  const realised = realisedEventsOf(positions).filter(
    (event) => Number(event.date.slice(0, 4)) === year,
  );
  const gainsCents = realised.reduce((sum, e) => sum + Math.max(0, e.gainCents), 0);
  const lossesCents = realised.reduce((sum, e) => sum + Math.max(0, -e.gainCents), 0);
  const lossesUsedCents = capitalGains.events.reduce((sum, e) => sum + e.lossesUsedCents, 0);
  const countedGains = capitalGains.events.reduce((sum, e) => sum + Math.max(0, e.countedCents), 0);
  const zainetto = [...capitalGains.lossesExpiring, ...capitalGains.zainetto]
    .sort((a, b) => a.expiryYear - b.expiryYear || a.year - b.year)
    .map((loss) => ({
      id: loss.id,
      year: loss.year,
      amountCents: loss.amountCents,
      remainingCents: loss.remainingCents,
      expiryDate: lossExpiryDate(loss),
      expiresThisYear: loss.expiryYear === year,
    }));
  const capitalGainsTaxCents = capitalGains.taxDueCents;
  return {
    year,
    gainsCents,
    lossesCents,
    lossesUsedCents,
    taxableCents: countedGains - lossesUsedCents,
    capitalGainsTaxCents,
    bolloCents: stampDuty.bolloCents,
    ivafeCents: stampDuty.ivafeCents,
    totalCents: capitalGainsTaxCents + stampDuty.bolloCents + stampDuty.ivafeCents,
    zainetto,
  };
}
