import { describe, expect, it } from 'vitest';
import { BankImportError } from './import-error';
import { MAX_IMPORT_BYTES } from './limits';
import { readStatementFile } from './read-statement-file';
import { tableMovements } from './statement-table';
import { oleBytes, utf8 } from './testing/bytes';
import { xlsxBytes } from '@traguardo/spreadsheet/testing/xlsx';
import { writeCamt053 } from './write-xml-statement';

async function refusal(run: () => Promise<unknown>): Promise<BankImportError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BankImportError) return error;
    throw error;
  }
  throw new Error('non rifiutato');
}

const OFX1 = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>
<CURDEF>EUR
<CCACCTFROM><ACCTID>4111XXXXXXXX1111</CCACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260305120000.000[-5:EST]<TRNAMT>-45,90<FITID>0012<NAME>M&M NEGOZIO<MEMO>Acquisto carta</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260306<TRNAMT>100.00<FITID>0013<NAME>RIMBORSO</STMTTRN>
</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>
`;

describe('readStatementFile: OFX', () => {
  it('reads SGML OFX 1.x with unclosed leaves, a bare &, a comma decimal and a credit card', async () => {
    expect(await readStatementFile(utf8(OFX1))).toEqual({
      kind: 'statement',
      format: 'ofx',
      account: { iban: null, accountId: '4111XXXXXXXX1111', currency: 'EUR' },
      movements: [
        {
          position: 1,
          date: '2026-03-05',
          valueDate: null,
          description: 'M&M NEGOZIO - Acquisto carta',
          amountCents: -4590,
          bankId: '0012',
        },
        {
          position: 2,
          date: '2026-03-06',
          valueDate: null,
          description: 'RIMBORSO',
          amountCents: 10000,
          bankId: '0013',
        },
      ],
    });
  });

  it('refuses a statement in another currency', async () => {
    expect(
      (await refusal(() => readStatementFile(utf8(OFX1.replace('<CURDEF>EUR', '<CURDEF>USD')))))
        .message,
    ).toBe('L’estratto conto è in USD: si importano solo movimenti in euro.');
  });
});

describe('readStatementFile: CAMT.053', () => {
  const entry = (inner: string) => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
<Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></Acct>
${inner}
</Stmt></BkToCstmrStmt></Document>`;

  it('reads booked entries: the sign from CdtDbtInd, NtryRef when AcctSvcrRef is missing, the texts joined; pending ones left out', async () => {
    const file = await readStatementFile(
      utf8(
        entry(`<Ntry><Amt Ccy="EUR">1250.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><DtTm>2026-03-05T10:00:00</DtTm></BookgDt><ValDt><Dt>2026-03-04</Dt></ValDt><NtryRef>N-1</NtryRef>
<NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Affitti Esempio Srl</Nm></Pty></Cdtr></RltdPties>
<RmtInf><Ustrd>Canone marzo</Ustrd><Ustrd>Rif. 42</Ustrd></RmtInf></TxDtls></NtryDtls>
<AddtlNtryInf>BONIFICO SEPA</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="EUR">9.99</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><BookgDt><Dt>2026-03-06</Dt></BookgDt></Ntry>`),
      ),
    );
    expect(file).toEqual({
      kind: 'statement',
      format: 'camt053',
      account: { iban: 'IT60X0542811101000000123456', accountId: null, currency: null },
      movements: [
        {
          position: 1,
          date: '2026-03-05',
          valueDate: '2026-03-04',
          description: 'Affitti Esempio Srl - Canone marzo - Rif. 42 - BONIFICO SEPA',
          amountCents: -125050,
          bankId: 'N-1',
        },
      ],
    });
  });

  it('refuses a truncated file, a malformed one with its line, and a DOCTYPE', async () => {
    const whole = writeCamt053([{ date: '2026-01-02', description: 'X', amountCents: -100 }]);
    expect(
      await refusal(() => readStatementFile(utf8(whole.slice(0, whole.length - 60)))),
    ).toMatchObject({
      code: 'truncated-xml',
      message:
        'Il file CAMT.053 è incompleto: finisce prima della chiusura dei dati. Scaricalo di nuovo dalla banca.',
    });
    const broken = whole.replace('</CdtDbtInd>', '</Cdt>');
    expect(await refusal(() => readStatementFile(utf8(broken)))).toMatchObject({
      code: 'invalid-xml',
      message: 'Riga 11: il file CAMT.053 non è XML valido.',
    });
    const doctype = whole.replace('<Document', '<!DOCTYPE d [<!ENTITY a "aaaa">]><Document');
    expect((await refusal(() => readStatementFile(utf8(doctype)))).code).toBe('invalid-xml');
  });
});

describe('readStatementFile: Excel and what it refuses', () => {
  it('reads the first sheet with a table in an .xlsx, past the title rows', async () => {
    const bytes = await xlsxBytes({
      Note: [['Nessun movimento in questo foglio']],
      Movimenti: [
        ['Lista movimenti'],
        ['Conto', 'IT60X0542811101000000123456'],
        [],
        [
          'Data contabile',
          'Data valuta',
          'Descrizione',
          'Accrediti',
          'Addebiti',
          'Descrizione estesa',
        ],
        [
          new Date(Date.UTC(2026, 0, 2)),
          new Date(Date.UTC(2026, 0, 1)),
          'Pagamento',
          null,
          -87.34,
          'ESSELUNGA',
        ],
        [
          new Date(Date.UTC(2026, 0, 27)),
          new Date(Date.UTC(2026, 0, 27)),
          'Bonifico',
          2150,
          null,
          'STIPENDIO',
        ],
        ['Totale', null, null, 2150, -87.34, null],
      ],
    });
    const file = await readStatementFile(bytes);
    expect(file).toMatchObject({
      kind: 'table',
      format: 'xlsx',
      sheet: 'Movimenti',
      headerLine: 4,
    });
    if (file.kind !== 'table') throw new Error('non una tabella');
    expect(tableMovements(file)).toEqual([
      {
        position: 5,
        date: '2026-01-02',
        valueDate: '2026-01-01',
        description: 'Pagamento - ESSELUNGA',
        amountCents: -8734,
        bankId: null,
      },
      {
        position: 6,
        date: '2026-01-27',
        valueDate: '2026-01-27',
        description: 'Bonifico - STIPENDIO',
        amountCents: 215000,
        bankId: null,
      },
    ]);
  });

  it('refuses a file over 20 MB before reading a byte of it', async () => {
    expect(
      await refusal(() => readStatementFile(new Uint8Array(MAX_IMPORT_BYTES + 1))),
    ).toMatchObject({
      code: 'too-large',
      message: 'Il file è troppo grande (20,1 MB): il limite è 20 MB.',
    });
  });

  it('says a workbook under a password (an .xlsx Excel encrypted) is to be saved without it', async () => {
    const encrypted = oleBytes('Root Entry', 'EncryptionInfo', 'EncryptedPackage');
    expect(await refusal(() => readStatementFile(encrypted))).toMatchObject({
      code: 'protected-workbook',
      message:
        'La cartella di lavoro Excel è protetta da password: aprila in Excel, togli la password (File › Informazioni › Proteggi cartella di lavoro › Crittografa con password) e salvala, oppure salvala come CSV.',
    });
  });

  it('refuses an old .xls with what to do, a PDF, a foreign XML and a broken zip', async () => {
    const xlsMessage =
      'I file Excel 97-2003 (.xls) non si leggono in modo sicuro: aprilo in Excel o LibreOffice e salvalo come .xlsx o CSV.';
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await refusal(() => readStatementFile(xls))).toMatchObject({
      code: 'xls-unsupported',
      message: xlsMessage,
    });
    expect(
      await refusal(() => readStatementFile(oleBytes('Root Entry', 'Workbook'))),
    ).toMatchObject({ code: 'xls-unsupported', message: xlsMessage });
    expect((await refusal(() => readStatementFile(utf8('%PDF-1.7\n')))).code).toBe(
      'unsupported-format',
    );
    expect((await refusal(() => readStatementFile(utf8('<html><body>x</body></html>')))).code).toBe(
      'unsupported-format',
    );
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect((await refusal(() => readStatementFile(zip))).message).toBe(
      'Questo archivio non è un file Excel (.xlsx): usa CSV, Excel, OFX o CAMT.053.',
    );
    // Its entries wiped, its central directory kept: the names say .xlsx, the content does not open.
    const workbook = await xlsxBytes({ Movimenti: [['Data', 'Importo']] });
    const damaged = workbook.slice();
    damaged.fill(0, 40, workbook.length - 2000);
    expect((await refusal(() => readStatementFile(damaged))).message).toBe(
      'Il file Excel non si apre: è danneggiato o protetto da password. Salvalo di nuovo come .xlsx o CSV.',
    );
  });
});
