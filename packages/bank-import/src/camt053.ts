import { BankImportError } from './import-error';
import { MAX_IMPORT_ROWS } from './limits';
import type { ParsedMovement } from './movement';
import { parseAmountCents } from './parse-amount';
import { parseDate } from './parse-date';
import { child, children, readXml, text, textAt, type XmlNode } from './xml-document';

/** What a statement file says of its account, besides the movements. */
export interface StatementAccount {
  iban: string | null;
  /** The account number as the file gives it (OFX ACCTID), when there is no IBAN. */
  accountId: string | null;
  currency: string | null;
}

export interface ParsedStatement {
  account: StatementAccount;
  movements: ParsedMovement[];
}

/** Whether `text` is an ISO 20022 camt.053 document. */
export function isCamt053(text: string): boolean {
  return (
    /<(?:\w+:)?BkToCstmrStmt[\s>]/.test(text.slice(0, 4096)) ||
    /camt\.053/.test(text.slice(0, 4096))
  );
}

// Booked entries only: a pending one (Sts PDNG) may still change or disappear.
function isBooked(entry: XmlNode): boolean {
  const status = textAt(entry, 'Sts', 'Cd') || textAt(entry, 'Sts');
  return status === '' || status === 'BOOK';
}

function descriptionOf(entry: XmlNode): string {
  const parts: string[] = [];
  const add = (value: string) => {
    const clean = value.replace(/\s+/g, ' ').trim();
    if (clean !== '' && !parts.includes(clean)) parts.push(clean);
  };
  for (const details of children(child(entry, 'NtryDtls'), 'TxDtls')) {
    const parties = child(details, 'RltdPties');
    const debit = textAt(entry, 'CdtDbtInd') === 'DBIT';
    const counterparty = debit ? 'Cdtr' : 'Dbtr';
    add(textAt(parties, counterparty, 'Nm') || textAt(parties, counterparty, 'Pty', 'Nm'));
    for (const line of children(child(details, 'RmtInf'), 'Ustrd')) add(text(line));
    add(textAt(details, 'AddtlTxInf'));
  }
  add(textAt(entry, 'AddtlNtryInf'));
  return parts.join(' - ');
}

function bankIdOf(entry: XmlNode): string | null {
  const id =
    textAt(entry, 'AcctSvcrRef') ||
    textAt(entry, 'NtryRef') ||
    textAt(entry, 'NtryDtls', 'TxDtls', 'Refs', 'AcctSvcrRef');
  return id === '' ? null : id;
}

/** The booked entries of a CAMT.053 bank-to-customer statement (all its statements). */
export function readCamt053(source: string): ParsedStatement {
  const tree = readXml(source, 'CAMT.053', ['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);
  const report = child(tree.Document, 'BkToCstmrStmt');
  const statements = children(report, 'Stmt');
  if (statements.length === 0) {
    throw new BankImportError(
      'unsupported-format',
      'Il file XML non è un estratto conto CAMT.053 (manca BkToCstmrStmt/Stmt).',
    );
  }
  const first = statements[0];
  const account: StatementAccount = {
    iban: textAt(first, 'Acct', 'Id', 'IBAN') || null,
    accountId: textAt(first, 'Acct', 'Id', 'Othr', 'Id') || null,
    currency: textAt(first, 'Acct', 'Ccy') || null,
  };
  const movements: ParsedMovement[] = [];
  let position = 0;
  for (const statement of statements) {
    for (const entry of children(statement, 'Ntry')) {
      position += 1;
      if (position > MAX_IMPORT_ROWS) {
        throw new BankImportError(
          'too-many-rows',
          `Il file ha più di ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} movimenti: dividilo in più file.`,
        );
      }
      if (!isBooked(entry)) continue;
      movements.push(entryMovement(entry, position));
    }
  }
  return { account, movements };
}

function entryMovement(entry: XmlNode, position: number): ParsedMovement {
  const amountNode = child(entry, 'Amt');
  const currency = textAt(amountNode, '@_Ccy');
  if (currency !== '' && currency !== 'EUR') {
    throw new BankImportError(
      'bad-amount',
      `Il movimento n. ${position} è in ${currency}: si importano solo movimenti in euro.`,
    );
  }
  const cents = parseAmountCents(text(amountNode));
  const indicator = textAt(entry, 'CdtDbtInd');
  if (cents === undefined || (indicator !== 'CRDT' && indicator !== 'DBIT')) {
    throw new BankImportError(
      'bad-amount',
      `Il movimento n. ${position} non ha un importo leggibile (Amt e CdtDbtInd).`,
    );
  }
  const bookingText = textAt(entry, 'BookgDt', 'Dt') || textAt(entry, 'BookgDt', 'DtTm');
  const date = parseDate(bookingText) ?? parseDate(textAt(entry, 'ValDt', 'Dt'));
  if (date === undefined) {
    throw new BankImportError(
      'bad-date',
      `Il movimento n. ${position} non ha una data contabile leggibile (BookgDt).`,
    );
  }
  return {
    position,
    date,
    valueDate: parseDate(textAt(entry, 'ValDt', 'Dt') || textAt(entry, 'ValDt', 'DtTm')) ?? null,
    description: descriptionOf(entry),
    amountCents: indicator === 'DBIT' ? -Math.abs(cents) : Math.abs(cents),
    bankId: bankIdOf(entry),
  };
}
