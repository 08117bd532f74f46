import { SectionCard } from '@traguardo/ui/card';
import { SelectField } from '@traguardo/ui/select-field';
import { useState } from 'react';
import { FileDrop } from './file-drop';
import { ImportPreview } from './import-preview';
import type { ImportReader } from './import-reader';
import { IMPORT_TEXTS } from './import-texts';
import { useImportSession } from './use-import-session';

type Option = { value: string; label: string };

type ImportPanelProps = {
  accounts: readonly Option[];
  categories: readonly Option[];
  /** The account chosen at first, when it is one of `accounts`; else the first. */
  initialAccountId?: string | undefined;
  /** A reader of the test's own; the screen starts the worker. */
  reader?: ImportReader;
};

/** Choose the file and the account, look at the preview, confirm. */
export function ImportPanel({ accounts, categories, initialAccountId, reader }: ImportPanelProps) {
  const [accountId, setAccountId] = useState(
    () => accounts.find((a) => a.value === initialAccountId)?.value ?? accounts[0]?.value ?? '',
  );
  const session = useImportSession(accountId, reader);
  const { state } = session;

  return (
    <SectionCard title="Nuova importazione" contentClassName="space-y-4">
      <SelectField
        id="importa-conto"
        label={IMPORT_TEXTS.account}
        value={accountId}
        options={accounts}
        onChange={(value) => {
          setAccountId(value);
          void session.changeAccount(value);
        }}
      />
      <FileDrop disabled={state.step === 'reading'} onFile={(file) => void session.choose(file)} />
      {state.step === 'reading' ? (
        <p role="status" className="text-sm text-slate-600">
          {IMPORT_TEXTS.reading}
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {`«${state.file.name}»: ${state.message} Nessun movimento è stato importato.`}
        </p>
      ) : null}
      {state.step === 'preview' ? (
        <ImportPreview
          key={state.read.table?.layoutKey ?? state.read.format}
          read={state.read}
          rows={state.rows}
          categories={categories}
          saving={session.saving}
          onRows={session.setRows}
          onRemap={session.remap}
          onConfirm={() => void session.confirm()}
          onCancel={session.reset}
        />
      ) : null}
    </SectionCard>
  );
}
