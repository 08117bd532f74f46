import { SAVINGS_RATE_RING_MAX } from '@traguardo/domain/constants';
import { type Client } from '@traguardo/domain/entities';
import { formatPercent } from '@traguardo/domain/format';
import { CircularProgress, type CircularProgressSize } from '@traguardo/ui/circular-progress';

type SavingsRateRingProps = {
  client: Client;
  size: CircularProgressSize;
  /** The meter's accessible name. */
  label: string;
  /** A word under the percentage, where the ring has room for it. */
  caption?: string;
};

/** A client's savings rate as a ring in the colour of the client's status. */
export function SavingsRateRing({ client, size, label, caption }: SavingsRateRingProps) {
  return (
    <CircularProgress
      value={client.savingsRate}
      max={SAVINGS_RATE_RING_MAX}
      color={client.status}
      size={size}
      label={label}
    >
      {formatPercent(client.savingsRate)}
      {caption !== undefined && (
        <span className="text-xs font-normal text-slate-600">{caption}</span>
      )}
    </CircularProgress>
  );
}
