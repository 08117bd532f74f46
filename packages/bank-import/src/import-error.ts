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
  | 'protected-workbook'
  | 'no-header'
  | 'no-mapping'
  | 'bad-date'
  | 'bad-amount'
  | 'invalid-xml'
  | 'truncated-xml'
  | 'no-movements';

/** The rows of a table that cannot be read: the first ones' messages, and how many in all. */
export interface BadRows {
  /** 'Riga 7: la data «31/11/2026» non è una data valida.', in the file's order. */
  listed: string[];
  count: number;
}

export class BankImportError extends Error {
  override name = 'BankImportError';
  readonly code: ImportErrorCode;
  readonly line: number | undefined;
  /** Set when several rows are refused at once: the message then sums them up. */
  readonly badRows: BadRows | undefined;

  constructor(code: ImportErrorCode, message: string, line?: number, badRows?: BadRows) {
    super(line === undefined ? message : `Riga ${line}: ${message}`);
    this.code = code;
    this.line = line;
    this.badRows = badRows;
  }
}
