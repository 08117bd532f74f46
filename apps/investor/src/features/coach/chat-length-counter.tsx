import { formatNumber } from '@traguardo/domain/format';
import { FixedFigure } from '@traguardo/ui/fixed-figure';

type ChatLengthCounterProps = { id: string; length: number; max: number };

/**
 * 'N/max' under the chat input, in characters as a person counts them (the caller measures
 * with chatMessageLength); red once the message is too long to send.
 */
export function ChatLengthCounter({ id, length, max }: ChatLengthCounterProps) {
  return (
    <span
      id={id}
      className={length > max ? 'shrink-0 font-semibold text-red-700' : 'shrink-0 text-slate-600'}
    >
      <FixedFigure>{`${formatNumber(length)}/${formatNumber(max)}`}</FixedFigure>
    </span>
  );
}
