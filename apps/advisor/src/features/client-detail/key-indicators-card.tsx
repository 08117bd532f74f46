import {
  EMERGENCY_FUND_RING_MAX,
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_RING_MAX,
  INVESTMENT_FEE_TARGET,
} from '@traguardo/domain/constants';
import { type Client } from '@traguardo/domain/entities';
import { formatDecimal, formatPercentOneDecimal } from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { statusLabel } from '@traguardo/domain/status';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';
import { formatFeePercent } from '@traguardo/domain/format';

export function KeyIndicatorsCard({ client }: { client: Client }) {
  const fundHealth = indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS);
  // Fees are a cost: lower is better, so the rule inverts the ratio.
  const feeHealth = indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better');

  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Indicatori chiave</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-4">
        <div className="flex flex-col items-center gap-2 text-center">
          <CircularProgress
            value={client.emergencyFund}
            max={EMERGENCY_FUND_RING_MAX}
            color={fundHealth}
            label="Fondo di emergenza"
          >
            {formatDecimal(client.emergencyFund)}
            <span className="text-xs font-normal text-slate-600">mesi</span>
          </CircularProgress>
          <p className="text-sm font-medium text-slate-900">Fondo di emergenza</p>
          <p className="text-xs text-slate-600">
            Obiettivo: {EMERGENCY_FUND_TARGET_MONTHS} mesi · {statusLabel(fundHealth, 'detail')}
          </p>
        </div>
        <div className="flex flex-col items-center gap-2 text-center">
          <CircularProgress
            value={client.investmentFee}
            max={INVESTMENT_FEE_RING_MAX}
            color={feeHealth}
            label="Costi di investimento"
          >
            <span className="text-sm">{formatFeePercent(client.investmentFee)}</span>
          </CircularProgress>
          <p className="text-sm font-medium text-slate-900">Costi di investimento</p>
          <p className="text-xs text-slate-600">
            Obiettivo: sotto {formatPercentOneDecimal(INVESTMENT_FEE_TARGET)} ·{' '}
            {statusLabel(feeHealth, 'detail')}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
