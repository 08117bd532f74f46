import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type Month, monthOf } from '@traguardo/domain/ledger-month';
import { monthOrDefault } from '@traguardo/domain/month-labels';
import { type SetQueryState, useQueryState } from '@traguardo/ui/use-query-state';

const PARAM = 'mese';

function thisMonth(): Month {
  return monthOf(todayLocalDate());
}

function read(params: URLSearchParams): Month {
  return monthOrDefault(params.get(PARAM), thisMonth());
}

/** The current month leaves the address bare; another month is `?mese=yyyy-mm`. */
function write(month: Month): URLSearchParams {
  return new URLSearchParams(month === thisMonth() ? {} : { [PARAM]: month });
}

/** The month Budget shows, kept in the address: the current month unless one is chosen. */
export function useBudgetMonth(): [Month, SetQueryState<Month>] {
  return useQueryState(read, write);
}
