import type { ParsedStatement } from './camt053';
import { BankImportError } from './import-error';
import { MAX_IMPORT_ROWS } from './limits';
import type { ParsedMovement } from './movement';
import { parseAmountCents } from './parse-amount';
import { parseDate } from './parse-date';
import { descendants, readXml, textAt, type XmlNode } from './xml-document';

/** Whether `text` is an OFX/QFX file: SGML OFX 1.x (`OFXHEADER:`) or XML OFX 2.x (`<?OFX`). */
export function isOfx(text: string): boolean {
  const head = text.slice(0, 2048).trimStart();
  return head.startsWith('OFXHEADER:') || /<\?OFX\b/.test(head) || /^<OFX>/i.test(head);
}

// OFX 1.x is SGML: leaf elements are not closed (`<TRNAMT>-45.90`), and a bare `&` may
// appear in a name. Closing each leaf and escaping the `&` makes it the XML of OFX 2.
function sgmlToXml(body: string): string {
  const escaped = body.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, '&amp;');
  return escaped.replace(
    /<([A-Za-z0-9.]+)>([^<]*)/g,
    (match: string, tag: string, value: string, offset: number) => {
      const after = escaped.startsWith(`</${tag}>`, offset + match.length);
      return value.trim() === '' || after ? match : `<${tag}>${value.trim()}</${tag}>`;
    },
  );
}

function toXml(source: string): string {
  const start = source.search(/<OFX>/i);
  if (start === -1)
    throw new BankImportError('invalid-xml', 'Il file OFX non contiene l’elemento <OFX>.');
  const body = source.slice(start);
  return source.trimStart().startsWith('OFXHEADER:') ? sgmlToXml(body) : body;
}

function transaction(node: XmlNode, position: number): ParsedMovement {
  const amountText = textAt(node, 'TRNAMT');
  const amountCents = parseAmountCents(amountText);
  if (amountCents === undefined) {
    throw new BankImportError(
      'bad-amount',
      `Il movimento n. ${position} ha un importo non leggibile («${amountText}»).`,
    );
  }
  // DTPOSTED is yyyymmdd[hhmmss[.xxx]][[offset:TZ]]: the calendar date is its first 8 digits.
  const posted = textAt(node, 'DTPOSTED');
  const date = parseDate(posted.slice(0, 8));
  if (date === undefined) {
    throw new BankImportError(
      'bad-date',
      `Il movimento n. ${position} ha una data non leggibile («${posted}»).`,
    );
  }
  const parts = [textAt(node, 'NAME') || textAt(node, 'PAYEE', 'NAME'), textAt(node, 'MEMO')]
    .map((part) => part.replace(/\s+/g, ' '))
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index);
  const fitId = textAt(node, 'FITID');
  return {
    position,
    date,
    valueDate: parseDate(textAt(node, 'DTUSER').slice(0, 8)) ?? null,
    description: parts.join(' - '),
    amountCents,
    bankId: fitId === '' ? null : fitId,
  };
}

/** The transactions (STMTTRN) of an OFX/QFX statement, bank or credit card, 1.x or 2.x. */
export function readOfx(source: string): ParsedStatement {
  const tree = readXml(toXml(source), 'OFX', ['STMTTRN']);
  const transactions = descendants(tree.OFX, 'STMTTRN');
  if (transactions.length > MAX_IMPORT_ROWS) {
    throw new BankImportError(
      'too-many-rows',
      `Il file ha più di ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} movimenti: dividilo in più file.`,
    );
  }
  const currency = textAt(descendants(tree.OFX, 'CURDEF')[0]) || null;
  if (currency !== null && currency !== 'EUR') {
    throw new BankImportError(
      'bad-amount',
      `L’estratto conto è in ${currency}: si importano solo movimenti in euro.`,
    );
  }
  const accountId = textAt(descendants(tree.OFX, 'ACCTID')[0]) || null;
  return {
    account: {
      iban:
        accountId !== null && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(accountId) ? accountId : null,
      accountId,
      currency,
    },
    movements: transactions.map((node, index) => transaction(node, index + 1)),
  };
}
