import { PLAN_FIGURES, DEFAULT_PLAN_ID } from '@traguardo/domain/constants';
import { cashFlowTotals, savingsRate } from '@traguardo/domain/savings';
import { centsToFieldText } from '@traguardo/domain/succession-form';
import { describe, expect, it } from 'vitest';
import { property } from './accounts';
import { vaultDocuments } from './documents';
import { recommendedEtfs } from './etfs';
import { areaStatuses } from './investor-home';
import { insuranceCoverage, propertyExtras, successionPlan } from './investor-extras';
import { spendingCategories } from './spending';
import { demoSuccessionLiabilities } from './succession-family';
import { transactions } from './transactions';

// What two screens both say about the demo investor must be the same: Home, Budget, Altro,
// Vault and Investi read different lists. The ledger's figures are checked beside the
// demo ledger (apps/investor/src/ledger).

/** The asset class of each recommended ETF, as the plans count them. */
const ETF_CLASSES: Readonly<Record<string, 'stocks' | 'bonds' | 'cash'>> = {
  SWDA: 'stocks',
  VWCE: 'stocks',
  EIMI: 'stocks',
  AGGH: 'bonds',
  XEON: 'cash',
};

function cents(euro: number): number {
  return Math.round(euro * 100);
}

describe('the demo investor, across screens', () => {
  it('recommends ETFs weighted as the preselected plan', () => {
    const mix = { stocks: 0, bonds: 0, cash: 0 };
    for (const etf of recommendedEtfs) {
      const assetClass = ETF_CLASSES[etf.symbol];
      expect(assetClass, etf.symbol).toBeDefined();
      if (assetClass !== undefined) mix[assetClass] += etf.allocation;
    }
    expect(mix).toEqual(PLAN_FIGURES[DEFAULT_PLAN_ID].allocation);
  });

  it('deducts in Altro’s succession the mortgage the property card states', () => {
    const mortgage = demoSuccessionLiabilities.find((row) => row.label === 'Mutuo prima casa');
    expect(mortgage).toMatchObject({
      kind: 'debito',
      value: centsToFieldText(cents(property.mortgageBalance)),
    });
  });

  it('has the will done in Altro’s succession plan when the Vault holds it complete', () => {
    const will = vaultDocuments.find((d) => d.name === 'Testamento olografo');
    const step = successionPlan.steps.find((s) => s.title === 'Testamento olografo');
    expect(will?.status).toBe('complete');
    expect(step?.status).toBe('done');
    const todo = successionPlan.steps.filter((s) => s.status === 'todo');
    expect(todo).toHaveLength(1);
    expect(successionPlan.summary).toContain('resta un passo da fare');
  });

  it('has Home’s insurance warning name the cover Altro finds short', () => {
    const short = insuranceCoverage.filter((policy) => !policy.adequate);
    expect(short.map((policy) => policy.name)).toEqual(['Infortuni e invalidità']);
    const insurance = areaStatuses.find((area) => area.id === 'insurance');
    expect(insurance?.summary).toBe('La copertura infortuni e invalidità non basta');
    expect(insurance?.status).toBe('yellow');
    // The life policy is adequate (Altro): the Vault asks to renew it, not to raise its capital.
    const life = vaultDocuments.find((d) => d.name === 'Polizza vita Generali');
    expect(life?.description).not.toMatch(/capitale/);
  });

  it('pays the mortgage instalment Altro states', () => {
    const instalment = transactions.find((t) => t.description === 'Rata mutuo BPER');
    expect(instalment?.amount).toBe(-propertyExtras.monthlyPayment);
  });

  it('has Budget’s categories add up to the month’s expenses, Salute shown as Altro', () => {
    const byCategory = new Map<string, number>();
    for (const t of transactions) {
      if (t.amount >= 0) continue;
      const name = t.category === 'Salute' ? 'Altro' : t.category;
      byCategory.set(name, (byCategory.get(name) ?? 0) - cents(t.amount));
    }
    for (const category of spendingCategories) {
      expect(cents(category.value), category.name).toBe(byCategory.get(category.name));
    }
    const total = spendingCategories.reduce((sum, c) => sum + cents(c.value), 0);
    expect(total).toBe(cents(cashFlowTotals(transactions).expenses));
  });

  it('saves the share of the month’s income that the savings rate of §9 says', () => {
    const { income, net } = cashFlowTotals(transactions);
    expect(Math.round((net / income) * 100)).toBe(savingsRate(transactions));
  });
});
