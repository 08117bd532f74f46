// Every rate and threshold of the Italian tax engine, once, each with the law that sets it
// and the date it applies from. Rates are in basis points (1 bp = 0,01%) so that a tax on an
// amount in euro cents is integer arithmetic; amounts are in euro cents.
// A figure that changes later gets a second dated constant, never an edit of the first:
// a year's calculation picks the one in force in that year.
// The cap on the succession's funeral expenses lives with the deductions
// (succession-liabilities.ts): this module loads with Home, that one only with Altro's tool.

/** A rate or amount fixed by law, with the date it applies from and its legal source. */
export type DatedConstant = {
  readonly value: number;
  /** First day (yyyy-mm-dd) the value applies: "in vigore dal". */
  readonly inForceFrom: string;
  readonly source: string;
};

function dated(value: number, inForceFrom: string, source: string): DatedConstant {
  return Object.freeze({ value, inForceFrom, source });
}

/** 100% in basis points: a rate of `bp` applies bp / BASIS_POINTS_WHOLE of an amount. */
export const BASIS_POINTS_WHOLE = 10_000;

// ── Redditi di natura finanziaria ───────────────────────────────────────────────────────

/** Imposta sostitutiva on capital gains and income of capital: 26%, in vigore dal 1/7/2014. */
export const CAPITAL_GAINS_RATE_BP = dated(
  2_600,
  '2014-07-01',
  'D.L. 24 aprile 2014, n. 66, art. 3, c. 1 (conv. L. 89/2014)',
);

/** Government bonds (Italian and white list) keep 12,5%, in vigore dal 1/7/2014. */
export const GOVERNMENT_BOND_RATE_BP = dated(
  1_250,
  '2014-07-01',
  'D.L. 66/2014, art. 3, c. 2, lett. a); D.P.R. 601/1973, art. 31',
);

/**
 * Share at which gains and losses on government bonds are counted (12,5 / 26 = 48,08%), so
 * that the 26% rate yields 12,5%; in vigore dal 1/7/2014.
 */
export const GOVERNMENT_BOND_TAXABLE_SHARE_BP = dated(
  4_808,
  '2014-07-01',
  'D.L. 66/2014, art. 3, c. 2 (quota del D.M. 13 dicembre 2011 aggiornata a 48,08%); Circ. AdE 19/E del 27/6/2014',
);

/**
 * Years after the year of the loss in which a loss (minusvalenza, reddito diverso) can still
 * offset gains: "non oltre il quarto"; it expires on 31/12 of the fourth year after.
 */
export const LOSS_CARRY_FORWARD_YEARS = dated(
  4,
  '1998-07-01',
  'D.P.R. 917/1986 (TUIR), art. 68, c. 5; D.Lgs. 461/1997, art. 6, c. 5 (regime amministrato)',
);

// ── Imposta di bollo e IVAFE ────────────────────────────────────────────────────────────

/** Bollo on financial products: 2 per mille a year of their value, in vigore dal 1/1/2014. */
export const STAMP_DUTY_PRODUCTS_RATE_BP = dated(
  20,
  '2014-01-01',
  'D.P.R. 642/1972, Tariffa parte I, art. 13, c. 2-ter (misura da L. 147/2013, art. 1, c. 581)',
);

/** Bollo on current accounts and savings books of a natural person: 34,20 € a year. */
export const STAMP_DUTY_ACCOUNT_YEARLY_CENTS = dated(
  3_420,
  '2012-01-01',
  'D.P.R. 642/1972, Tariffa parte I, art. 13, c. 2-bis, lett. a) (D.L. 201/2011, art. 19, c. 1)',
);

/** No account bollo for a natural person when the average balance is at most 5.000 €. */
export const STAMP_DUTY_ACCOUNT_EXEMPT_UP_TO_CENTS = dated(
  500_000,
  '2012-01-01',
  'D.P.R. 642/1972, Tariffa parte I, art. 13, nota 3-bis; D.M. 24 maggio 2012, art. 2, c. 3-4',
);

/** IVAFE on financial products held abroad: 2 per mille a year, in vigore dal 1/1/2014. */
export const IVAFE_PRODUCTS_RATE_BP = dated(
  20,
  '2014-01-01',
  'D.L. 201/2011, art. 19, c. 20 (misura da L. 147/2013, art. 1, c. 582)',
);

/** IVAFE on current accounts and savings books abroad: 34,20 € a year. */
export const IVAFE_ACCOUNT_YEARLY_CENTS = dated(
  3_420,
  '2012-01-01',
  'D.L. 201/2011, art. 19, c. 20 (conti correnti e libretti di risparmio)',
);

/** No IVAFE on a foreign account whose average balance is at most 5.000 €. */
export const IVAFE_ACCOUNT_EXEMPT_UP_TO_CENTS = dated(
  500_000,
  '2012-01-01',
  'D.L. 201/2011, art. 19, c. 20 (valore medio di giacenza annuo non superiore a 5.000 euro)',
);

// ── Previdenza complementare e TFR ──────────────────────────────────────────────────────

/** Yearly deduction limit of contributions to a fondo pensione, up to tax year 2025. */
export const PENSION_DEDUCTION_LIMIT_CENTS_2007 = dated(
  516_457,
  '2007-01-01',
  'D.Lgs. 252/2005, art. 8, c. 4; TUIR art. 10, c. 1, lett. e-bis)',
);

/** Yearly deduction limit from tax year 2026: 5.300 €. */
export const PENSION_DEDUCTION_LIMIT_CENTS_2026 = dated(
  530_000,
  '2026-01-01',
  'L. 30 dicembre 2025, n. 199, art. 1, c. 201 (modifica D.Lgs. 252/2005, art. 8, c. 4)',
);

/** Imposta sostitutiva on a fondo pensione's yearly net return: 20%, in vigore dal 2015. */
export const PENSION_FUND_RETURN_RATE_BP = dated(
  2_000,
  '2015-01-01',
  'D.Lgs. 252/2005, art. 17, c. 1 (misura da L. 190/2014, art. 1, c. 621)',
);

/** The government-bond part of a fondo pensione's return is taxed at 12,5%. */
export const PENSION_FUND_GOVERNMENT_BOND_RATE_BP = dated(
  1_250,
  '2015-01-01',
  'D.Lgs. 252/2005, art. 17, c. 1 (L. 190/2014, art. 1, c. 621, richiamo al D.P.R. 601/1973)',
);

/** Withholding on the benefit (prestazione): 15%, less 0,30 points a year after the 15th. */
export const PENSION_EXIT_RATE_BP = dated(1_500, '2007-01-01', 'D.Lgs. 252/2005, art. 11, c. 6');
export const PENSION_EXIT_REDUCTION_BP_PER_YEAR = dated(
  30,
  '2007-01-01',
  'D.Lgs. 252/2005, art. 11, c. 6 (0,30 punti per ogni anno oltre il quindicesimo)',
);
/** Years of membership after which the exit rate starts to fall. */
export const PENSION_EXIT_REDUCTION_AFTER_YEARS = dated(
  15,
  '2007-01-01',
  'D.Lgs. 252/2005, art. 11, c. 6',
);
/** The exit rate never falls below 9% (at most 6 points of reduction). */
export const PENSION_EXIT_FLOOR_BP = dated(900, '2007-01-01', 'D.Lgs. 252/2005, art. 11, c. 6');

/** TFR with the employer: revalued yearly by 1,5% fixed ... */
export const TFR_FIXED_REVALUATION_BP = dated(
  150,
  '1982-06-01',
  'Codice civile, art. 2120, c. 4 (L. 297/1982)',
);
/** ... plus 75% of the ISTAT inflation of the year. */
export const TFR_INFLATION_SHARE_BP = dated(
  7_500,
  '1982-06-01',
  'Codice civile, art. 2120, c. 4 (L. 297/1982)',
);
/** Imposta sostitutiva on the yearly TFR revaluation: 17%, in vigore dal 1/1/2015. */
export const TFR_REVALUATION_TAX_BP = dated(
  1_700,
  '2015-01-01',
  'D.Lgs. 47/2000, art. 11, c. 3 (misura da L. 190/2014, art. 1, c. 623)',
);
/** The TFR is a share of the gross pay: the pay divided by 13,5. */
export const TFR_PAY_DIVISOR = dated(13.5, '1982-06-01', 'Codice civile, art. 2120, c. 1');

/** One IRPEF bracket: the rate applies to the income above the previous bracket's limit. */
export type IrpefBracket = { readonly upToCents: number; readonly rateBp: number };

/** The IRPEF brackets of a tax year, with their source. */
export type IrpefSchedule = {
  readonly fromYear: number;
  readonly brackets: readonly IrpefBracket[];
  readonly source: string;
};

/** IRPEF brackets for tax years 2024 and 2025: 23% to 28.000 €, 35% to 50.000 €, 43% above. */
export const IRPEF_2024: IrpefSchedule = Object.freeze({
  fromYear: 2024,
  brackets: Object.freeze([
    { upToCents: 2_800_000, rateBp: 2_300 },
    { upToCents: 5_000_000, rateBp: 3_500 },
    { upToCents: Number.POSITIVE_INFINITY, rateBp: 4_300 },
  ]),
  source:
    'TUIR art. 11, c. 1 (D.Lgs. 216/2023, art. 1; reso strutturale da L. 207/2024, art. 1, c. 2)',
});

/** IRPEF brackets from tax year 2026: the second rate falls to 33%. */
export const IRPEF_2026: IrpefSchedule = Object.freeze({
  fromYear: 2026,
  brackets: Object.freeze([
    { upToCents: 2_800_000, rateBp: 2_300 },
    { upToCents: 5_000_000, rateBp: 3_300 },
    { upToCents: Number.POSITIVE_INFINITY, rateBp: 4_300 },
  ]),
  source:
    'TUIR art. 11, c. 1, come modificato dalla L. 30 dicembre 2025, n. 199 (legge di bilancio 2026)',
});

// ── Imposta di successione, ipotecaria e catastale ──────────────────────────────────────

/** Franchigia per heir for the spouse and relatives in direct line: 1.000.000 €. */
export const SUCCESSION_ALLOWANCE_DIRECT_LINE_CENTS = dated(
  100_000_000,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 1, lett. a) (D.L. 262/2006, art. 2, c. 48)',
);
/** Franchigia per heir for brothers and sisters: 100.000 €. */
export const SUCCESSION_ALLOWANCE_SIBLINGS_CENTS = dated(
  10_000_000,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 1, lett. b) (D.L. 262/2006, art. 2, c. 48)',
);
/** Franchigia for a heir with a severe disability (L. 104/1992, art. 3, c. 3): 1.500.000 €. */
export const SUCCESSION_ALLOWANCE_SEVERE_DISABILITY_CENTS = dated(
  150_000_000,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 2 (L. 104/1992, art. 3, c. 3)',
);
export const SUCCESSION_RATE_DIRECT_LINE_BP = dated(
  400,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 1, lett. a)',
);
export const SUCCESSION_RATE_SIBLINGS_BP = dated(
  600,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 1, lett. b)',
);
/** Other relatives to the fourth degree, in-laws in direct line and collateral to the third. */
export const SUCCESSION_RATE_OTHER_RELATIVES_BP = dated(
  600,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 1, lett. c)',
);
export const SUCCESSION_RATE_OTHERS_BP = dated(
  800,
  '2006-10-03',
  'D.Lgs. 346/1990, art. 7, c. 1, lett. d)',
);

/** Imposta ipotecaria on property inherited: 2% of its value. */
export const MORTGAGE_TAX_RATE_BP = dated(200, '1990-11-27', 'D.Lgs. 347/1990, Tariffa, art. 1');
/** Imposta catastale on property inherited: 1% of its value. */
export const CADASTRAL_TAX_RATE_BP = dated(100, '1990-11-27', 'D.Lgs. 347/1990, art. 10, c. 2');
/**
 * Either tax is a fixed 200 € when the prima casa benefit applies, and never less than
 * 200 € when proportional.
 */
export const MORTGAGE_CADASTRAL_FIXED_CENTS = dated(
  20_000,
  '2014-01-01',
  'L. 342/2000, art. 69, c. 3-4 (prima casa); D.Lgs. 347/1990, Tariffa, art. 1 e art. 10, c. 2 (minimo); importo di 200 € dal D.L. 104/2013, art. 26, c. 2',
);

/** Government bonds and equivalent are not part of the taxable estate. */
export const SUCCESSION_GOVERNMENT_BONDS_EXEMPT_SOURCE =
  'D.Lgs. 346/1990, art. 12, c. 1, lett. h) (titoli del debito pubblico e equiparati)';
