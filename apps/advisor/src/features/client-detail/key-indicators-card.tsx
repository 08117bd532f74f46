import {
  EMERGENCY_FUND_RING_MAX,
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_RING_MAX,
  INVESTMENT_FEE_TARGET,
} from '@traguardo/domain/constants';
import { type ReactNode } from 'react';
import { type Client } from '@traguardo/domain/entities';
import { formatDecimal, formatPercentOneDecimal } from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { statusLabel } from '@traguardo/domain/status';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { CircularProgress } from '@traguardo/ui/circular-progress';
import { type Tone } from '@traguardo/ui/tone';
import { formatFeePercent } from '@traguardo/domain/format';

type IndicatorProps = {
  /** The meter's accessible name and the caption under it. */
  label: string;
  value: number;
  max: number;
  health: Tone;
  /** The target the value is measured against, with how the client stands. */
  target: string;
  /** The ring's centred value. */
  children: ReactNode;
};

function Indicator({ label, value, max, health, target, children }: IndicatorProps) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <CircularProgress value={value} max={max} color={health} label={label}>
        {children}
      </CircularProgress>
      <p className="text-sm font-medium text-slate-900">{label}</p>
      <p className="text-xs text-slate-600">{target}</p>
    </div>
  );
}

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
        <Indicator
          label="Fondo di emergenza"
          value={client.emergencyFund}
          max={EMERGENCY_FUND_RING_MAX}
          health={fundHealth}
          target={`Obiettivo: ${EMERGENCY_FUND_TARGET_MONTHS} mesi · ${statusLabel(fundHealth, 'detail')}`}
        >
          {formatDecimal(client.emergencyFund)}
          <span className="text-xs font-normal text-slate-600">mesi</span>
        </Indicator>
        <Indicator
          label="Costi di investimento"
          value={client.investmentFee}
          max={INVESTMENT_FEE_RING_MAX}
          health={feeHealth}
          target={`Obiettivo: sotto ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)} · ${statusLabel(feeHealth, 'detail')}`}
        >
          <span className="text-sm">{formatFeePercent(client.investmentFee)}</span>
        </Indicator>
      </CardContent>
    </Card>
  );
}
