// The "Simula successione" form's debts and expenses: a row as typed, what counts said under
// each kind's field, the own profile's debts to start from, and the summary's word on the
// funeral expenses' limit.
import { isDebtAccount } from './accounts';
import { type AccountType } from './entities';
import { formatEuroCents } from './format';
import { centsToFieldText } from './succession-form';
import {
  type LiabilityKind,
  SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS,
  type SuccessionDeductions,
} from './succession-liabilities';

/** One debt or expense of the estate, its amount in euro typed the Italian way. */
export type LiabilityRowDraft = {
  id: string;
  kind: LiabilityKind;
  label: string;
  value: string;
};

const euroCents = (cents: number) => formatEuroCents(cents / 100);

/** Under each kind's amount: what the law lets count (succession-liabilities.ts). */
export const LIABILITY_HINTS: Record<LiabilityKind, string> = {
  debito:
    'Il debito residuo alla data del decesso, se risulta da un atto scritto: un mutuo, un prestito, una carta di credito. Di un debito cointestato conta solo la tua parte.',
  'spese-funebri': `Con le ricevute; contano al massimo ${euroCents(SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS.value)} in tutto.`,
  'spese-mediche':
    'Le spese mediche degli ultimi sei mesi di vita pagate dagli eredi, con le ricevute.',
};

/**
 * The own profile's debts today: each loan, mortgage or card account (isDebtAccount, as Home's
 * debt ratio finds them) that owes something, at its outstanding balance.
 */
export function ownLiabilityRows(
  accounts: readonly { id: string; name: string; type: AccountType; balance: number }[],
): LiabilityRowDraft[] {
  return accounts
    .filter((account) => isDebtAccount(account.type) && account.balance < 0)
    .map((account) => ({
      id: `debito-${account.id}`,
      kind: 'debito',
      label: account.name,
      value: centsToFieldText(-account.balance),
    }));
}

/** Beside the funeral expenses when more were entered than count; null otherwise. */
export function funeralExpensesCapNote(deductions: SuccessionDeductions): string | null {
  if (deductions.funeralExpensesCents <= deductions.funeralDeductibleCents) return null;
  return `Delle spese funebri indicate (${euroCents(deductions.funeralExpensesCents)}) contano ${euroCents(deductions.funeralDeductibleCents)}, il limite di legge (D.Lgs. 346/1990, art. 24).`;
}
