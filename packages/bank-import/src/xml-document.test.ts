import { describe, expect, it } from 'vitest';
import { BankImportError } from './import-error';
import { readXml } from './xml-document';

function refusal(run: () => unknown): BankImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof BankImportError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('readXml', () => {
  it('reads elements as text, attributes as @_, repeated or listed names as lists, prefixes dropped', () => {
    const tree = readXml(
      `<?xml version="1.0"?>
<ns:Doc xmlns:ns="urn:x"><ns:Amt Ccy="EUR"> 12.30 </ns:Amt><Id>0012</Id><Ntry><A>1</A></Ntry><B>x</B><B>y</B><E/><T><![CDATA[a < b]]> &amp; c</T></ns:Doc>`,
      'TEST',
      ['Ntry'],
    );
    expect(tree).toEqual({
      Doc: {
        Amt: { '@_Ccy': 'EUR', '#text': '12.30' },
        Id: '0012',
        Ntry: [{ A: '1' }],
        B: ['x', 'y'],
        E: '',
        T: 'a < b & c',
      },
    });
  });

  it('refuses an unknown entity and a mismatched tag with the line, a cut file as truncated', () => {
    expect(
      refusal(() => readXml('<a>\n<b>&bogus;</b>\n</a>\n<!-- end -->', 'TEST', [])),
    ).toMatchObject({
      code: 'invalid-xml',
      line: 2,
    });
    expect(refusal(() => readXml('<a>\n<b></c>\n</a>\n', 'TEST', []))).toMatchObject({
      code: 'invalid-xml',
      line: 2,
    });
    expect(refusal(() => readXml('<a>\n<b>1</b>\n<b>2', 'TEST', [])).code).toBe('truncated-xml');
    expect(refusal(() => readXml('', 'TEST', []))).toBeInstanceOf(BankImportError);
  });
});
