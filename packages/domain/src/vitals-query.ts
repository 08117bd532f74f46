// The vitals view in the URL query (issue 17): `/advisor/vitals?stato=red&contatto=90`.
// Parsing never throws: an unknown key or a malformed value is dropped, so a shared or
// hand-edited link shows the rest of the view and no error.
import { type ClientCriteria, type LastContactDays } from './client-criteria';
import { LAST_CONTACT_DAY_OPTIONS } from './constants';
import { type ClientStatus } from './entities';
import { isClientStatus } from './status';

export type StatusFilter = 'all' | ClientStatus;

export type VitalsView = { status: StatusFilter; criteria: ClientCriteria };

/** The query keys, Italian like the rest of the URL. */
export const VITALS_QUERY_KEYS = {
  status: 'stato',
  netWorthMin: 'patrimonioDa',
  netWorthMax: 'patrimonioA',
  emergencyFundBelowTarget: 'fondo',
  feesAboveTarget: 'costi',
  insuranceGapAtLeast: 'gap',
  lastContactOlderThan: 'contatto',
} as const;

const FUND_BELOW = 'sotto';
const FEES_ABOVE = 'sopra';
/** The insurance-gap criterion is a whole percent, 0 to this. */
export const INSURANCE_GAP_MAX_PERCENT = 100;
// Plain digits: the address holds what the fields read ('200.000' is written 200000).
const WHOLE_NUMBER = /^\d+$/;

function wholeNumber(text: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === null || !WHOLE_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value <= max ? value : undefined;
}

function lastContactDays(text: string | null): LastContactDays | undefined {
  return LAST_CONTACT_DAY_OPTIONS.find((days) => String(days) === text);
}

export function parseVitalsQuery(params: URLSearchParams): VitalsView {
  const k = VITALS_QUERY_KEYS;
  const status = params.get(k.status);
  let netWorthMin = wholeNumber(params.get(k.netWorthMin));
  let netWorthMax = wholeNumber(params.get(k.netWorthMax));
  // A range that is upside down says nothing sensible: both ends are dropped.
  if (netWorthMin !== undefined && netWorthMax !== undefined && netWorthMin > netWorthMax) {
    netWorthMin = undefined;
    netWorthMax = undefined;
  }
  const criteria: ClientCriteria = {};
  if (netWorthMin !== undefined) criteria.netWorthMin = netWorthMin;
  if (netWorthMax !== undefined) criteria.netWorthMax = netWorthMax;
  if (params.get(k.emergencyFundBelowTarget) === FUND_BELOW) {
    criteria.emergencyFundBelowTarget = true;
  }
  if (params.get(k.feesAboveTarget) === FEES_ABOVE) criteria.feesAboveTarget = true;
  const gap = wholeNumber(params.get(k.insuranceGapAtLeast), INSURANCE_GAP_MAX_PERCENT);
  if (gap !== undefined) criteria.insuranceGapAtLeast = gap;
  const days = lastContactDays(params.get(k.lastContactOlderThan));
  if (days !== undefined) criteria.lastContactOlderThan = days;
  return { status: isClientStatus(status) ? status : 'all', criteria };
}

/** The query of a view, keys in a fixed order; the default view is an empty query. */
export function serializeVitalsQuery(view: VitalsView): URLSearchParams {
  const k = VITALS_QUERY_KEYS;
  const c = view.criteria;
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set(k.status, view.status);
  if (c.netWorthMin !== undefined) params.set(k.netWorthMin, String(c.netWorthMin));
  if (c.netWorthMax !== undefined) params.set(k.netWorthMax, String(c.netWorthMax));
  if (c.emergencyFundBelowTarget === true) params.set(k.emergencyFundBelowTarget, FUND_BELOW);
  if (c.feesAboveTarget === true) params.set(k.feesAboveTarget, FEES_ABOVE);
  if (c.insuranceGapAtLeast !== undefined) {
    params.set(k.insuranceGapAtLeast, String(c.insuranceGapAtLeast));
  }
  if (c.lastContactOlderThan !== undefined) {
    params.set(k.lastContactOlderThan, String(c.lastContactOlderThan));
  }
  return params;
}
