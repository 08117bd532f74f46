// Writes movements as OFX 1.x (SGML), OFX 2.x (XML) and CAMT.053 statements, after the
// published formats: for the sample files, the round-trip tests and the benchmark's large
// files. Invented account holder and references; no bank's real file.
import { formatPlainAmount } from './parse-amount';
import type { MovementToWrite } from './write-csv-statement';

export interface XmlStatementOptions {
  iban: string;
  /** The bank's id of each movement (FITID, AcctSvcrRef); `${prefix}${n}` when omitted. */
  idPrefix: string;
}

const DEFAULTS: XmlStatementOptions = { iban: 'IT60X0542811101000000123456', idPrefix: 'TRG' };

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const compactDate = (iso: string) => iso.replace(/-/g, '');

function ofxTransactions(
  movements: readonly MovementToWrite[],
  options: XmlStatementOptions,
  close: boolean,
): string[] {
  const leaf = (tag: string, value: string) =>
    close ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`;
  return movements.flatMap((movement, index) => [
    '<STMTTRN>',
    leaf('TRNTYPE', movement.amountCents < 0 ? 'DEBIT' : 'CREDIT'),
    leaf('DTPOSTED', `${compactDate(movement.date)}120000.000[+1:CET]`),
    leaf('TRNAMT', formatPlainAmount(movement.amountCents)),
    leaf('FITID', `${options.idPrefix}${index + 1}`),
    leaf('NAME', escapeXml(movement.description.slice(0, 32))),
    ...(movement.description.length > 32 ? [leaf('MEMO', escapeXml(movement.description))] : []),
    '</STMTTRN>',
  ]);
}

function ofxBody(
  movements: readonly MovementToWrite[],
  options: XmlStatementOptions,
  close: boolean,
): string[] {
  const leaf = (tag: string, value: string) =>
    close ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`;
  const dates = movements.map((movement) => movement.date).sort();
  return [
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS>',
    '<STATUS>',
    leaf('CODE', '0'),
    leaf('SEVERITY', 'INFO'),
    '</STATUS>',
    leaf('DTSERVER', '20260401120000'),
    leaf('LANGUAGE', 'ITA'),
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    leaf('TRNUID', '1'),
    '<STATUS>',
    leaf('CODE', '0'),
    leaf('SEVERITY', 'INFO'),
    '</STATUS>',
    '<STMTRS>',
    leaf('CURDEF', 'EUR'),
    '<BANKACCTFROM>',
    leaf('BANKID', '05428'),
    leaf('ACCTID', options.iban),
    leaf('ACCTTYPE', 'CHECKING'),
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    leaf('DTSTART', compactDate(dates[0] ?? '2026-01-01')),
    leaf('DTEND', compactDate(dates.at(-1) ?? '2026-01-01')),
    ...ofxTransactions(movements, options, close),
    '</BANKTRANLIST>',
    '</STMTRS>',
    '</STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
  ];
}

/** OFX 1.0.2: the SGML header, then elements whose leaves are not closed. */
export function writeOfx1(
  movements: readonly MovementToWrite[],
  options: Partial<XmlStatementOptions> = {},
): string {
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ];
  return (
    [...header, ...ofxBody(movements, { ...DEFAULTS, ...options }, false)].join('\r\n') + '\r\n'
  );
}

/** OFX 2.x: XML with the OFX processing instruction. */
export function writeOfx2(
  movements: readonly MovementToWrite[],
  options: Partial<XmlStatementOptions> = {},
): string {
  const header = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
  ];
  return [...header, ...ofxBody(movements, { ...DEFAULTS, ...options }, true)].join('\n') + '\n';
}

/** CAMT.053.001.02: one statement of booked entries, each with one transaction's details. */
export function writeCamt053(
  movements: readonly MovementToWrite[],
  options: Partial<XmlStatementOptions> = {},
): string {
  const { iban, idPrefix } = { ...DEFAULTS, ...options };
  const entries = movements.map((movement, index) => {
    const debit = movement.amountCents < 0;
    return [
      '      <Ntry>',
      `        <Amt Ccy="EUR">${formatPlainAmount(Math.abs(movement.amountCents))}</Amt>`,
      `        <CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
      '        <Sts>BOOK</Sts>',
      `        <BookgDt><Dt>${movement.date}</Dt></BookgDt>`,
      `        <ValDt><Dt>${movement.date}</Dt></ValDt>`,
      `        <AcctSvcrRef>${idPrefix}${index + 1}</AcctSvcrRef>`,
      '        <BkTxCd><Prtry><Cd>48</Cd><Issr>ABI</Issr></Prtry></BkTxCd>',
      '        <NtryDtls><TxDtls>',
      `          <RmtInf><Ustrd>${escapeXml(movement.description)}</Ustrd></RmtInf>`,
      '        </TxDtls></NtryDtls>',
      '      </Ntry>',
    ].join('\n');
  });
  return (
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      '  <BkToCstmrStmt>',
      '    <GrpHdr><MsgId>TRG-ESEMPIO-1</MsgId><CreDtTm>2026-04-01T08:00:00</CreDtTm></GrpHdr>',
      '    <Stmt>',
      '      <Id>TRG-ESEMPIO-1-1</Id>',
      '      <CreDtTm>2026-04-01T08:00:00</CreDtTm>',
      `      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Maria Esempio</Nm></Ownr></Acct>`,
      ...entries,
      '    </Stmt>',
      '  </BkToCstmrStmt>',
      '</Document>',
    ].join('\n') + '\n'
  );
}
