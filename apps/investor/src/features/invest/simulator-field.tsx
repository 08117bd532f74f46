import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TextField } from '@traguardo/ui/text-field';
import { useDraftText } from '@traguardo/ui/use-draft-text';

type SimulatorFieldProps = {
  id: string;
  label: string;
  hint?: string;
  inputMode: 'numeric' | 'decimal';
  /** The text in the address. */
  value: string;
  /** The message for the text in the address. */
  error?: string;
  /** Hands the typed text on, once typing pauses or the field is left. */
  onCommit: (text: string) => void;
  /**
   * Receives the text the field shows, at every keystroke: the simulation follows it without
   * waiting for the pause that the address waits for.
   */
  onDraft?: (text: string) => void;
};

function asTyped(text: string): string {
  return text;
}

function sameText(text: string, value: string): boolean {
  return text === value;
}

/** One of the simulator's inputs: it keeps what is typed; the address follows it. */
export function SimulatorField({ value, error, onCommit, onDraft, ...field }: SimulatorFieldProps) {
  const { key: revision } = useLocation();
  const draft = useDraftText({ value, toText: asTyped, sameValue: sameText, onCommit, revision });
  const reportDraft = useRef(onDraft);
  useEffect(() => {
    reportDraft.current = onDraft;
  });
  useEffect(() => {
    reportDraft.current?.(draft.text);
  }, [draft.text]);
  return (
    <TextField
      {...field}
      // The message is that of the text in the address: none for a text not handed on yet.
      error={draft.text === value ? error : undefined}
      autoComplete="off"
      value={draft.text}
      onChange={draft.onChange}
      onFocus={draft.onFocus}
      onBlur={draft.onBlur}
    />
  );
}
