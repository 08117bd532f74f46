// Every way a statement file can be refused, as one typed error with an Italian message
// the screen can show as it is. `line` is the file's own line number (1-based), where the
// problem sits on one line; the message names it too.

export type ImportErrorCode =
  | 'too-large'
  | 'too-many-rows'
  | 'empty'
  | 'binary'
  | 'unsupported-format'
  | 'xls-unsupported'
  | 'no-header'
  | 'no-mapping'
  | 'bad-date'
  | 'bad-amount'
  | 'invalid-xml'
  | 'truncated-xml'
  | 'no-movements';

export class BankImportError extends Error {
  override name = 'BankImportError';
  readonly code: ImportErrorCode;
  readonly line: number | undefined;

  constructor(code: ImportErrorCode, message: string, line?: number) {
    super(line === undefined ? message : `Riga ${line}: ${message}`);
    this.code = code;
    this.line = line;
  }
}
