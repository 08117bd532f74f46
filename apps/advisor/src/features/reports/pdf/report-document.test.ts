import { describe, expect, it } from 'vitest';
import { branding, advisorProfile } from '@traguardo/sample-data/advisor';
import { createClient, HAND_ENTERED_CLIENT } from '@traguardo/domain/testing/factories';
import { clients } from '@traguardo/sample-data/clients';
import { reportTypes } from '@traguardo/sample-data/reports';
import { pageFooterText } from './report-blocks';
import { BOOK_TABLE_MAX_ROWS } from './pdf-book-sections';
import { reportDocument } from './report-document';
import { reportPdfInputFor } from './report-pdf-input-for';

/** Every string of the report's blocks, in order: what the PDF will print. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

// QA's client, entered by hand with Nuovo cliente: only the figures of the form.
const entered = createClient({ id: 'entered', status: 'red', ...HAND_ENTERED_CLIENT });

function input(typeId: string, clientId: string, book = [...clients, entered]) {
  const type = reportTypes.find((t) => t.id === typeId);
  if (type === undefined) throw new Error(typeId);
  return reportPdfInputFor({
    type,
    clientId,
    clients: book,
    isSample: (id) => clients.some((client) => client.id === id),
    branding,
    advisor: advisorProfile,
    generatedAt: new Date(2026, 10, 23, 10),
  });
}

describe('reportDocument', () => {
  it("prints a client's report with the firm, the advisor's OCF number and it-IT figures", () => {
    const doc = reportDocument(input('comprehensive', 'c1'));
    const printed = texts(doc.blocks).join('\n');
    for (const expected of [
      'Ferraris & Partners Consulenza Patrimoniale',
      'Via Monte Napoleone 8, 20121 Milano',
      'OCF n. 18234',
      'Marco Rossi',
      '1.247.500\u00a0€',
      '23 novembre 2026',
      'Pensione anticipata',
      'Allocazione e costi',
      'Raccomandazioni',
    ]) {
      expect(printed).toContain(expected);
    }
    expect(doc.info.subject).toBe('Ferraris & Partners Consulenza Patrimoniale');
  });

  it('leaves out the sections a report type does not have', () => {
    const printed = texts(reportDocument(input('goals', 'c1')).blocks);
    expect(printed).toContain('Pensione anticipata');
    expect(printed).not.toContain('Allocazione e costi');
  });

  it('lists every client of the aggregate report under a header repeated on each page', () => {
    const doc = reportDocument(input('comprehensive', 'all'));
    const printed = texts(doc.blocks);
    for (const client of clients) expect(printed).toContain(client.name);
    expect(printed).toContain(`Elenco clienti (${clients.length + 1})`);
    const table = doc.blocks.find((block) => block.kind === 'table' && block.body.length === 13);
    expect(table).toMatchObject({ head: expect.arrayContaining(['Cliente', 'Patrimonio netto']) });
  });

  it('advises Marco Rossi on no indicator, since each is on target, and says so', () => {
    const { blocks } = reportDocument(input('comprehensive', 'c1'));
    const start = blocks.findIndex((b) => b.kind === 'heading' && b.text === 'Raccomandazioni');
    const end = blocks.findIndex((b, i) => i > start && b.kind === 'heading' && b.newPage === true);
    const advice = texts(blocks.slice(start + 1, end)).join('\n');
    expect(advice).toContain('Nessuna azione correttiva');
    expect(advice).not.toMatch(
      /Portare il fondo|Ridurre i costi|Aumentare il tasso|Ridurre il gap/,
    );
    expect(advice).toContain(
      'Fondo emergenza 9,0 mesi (obiettivo 6 mesi): in linea con l’obiettivo.',
    );
  });

  it('gives a client with 2 months of emergency fund the step to 6 months with its figure', () => {
    // Andrea Conti: 2 months; 4 months short at the ISTAT household average of 2.738 € a month.
    const printed = texts(reportDocument(input('comprehensive', 'c11')).blocks).join('\n');
    expect(printed).toContain(
      'Portare il fondo di emergenza da 2,0 a 6 mesi: 10.952\u00a0€ in più.',
    );
  });

  it('states the costs in percent and in euro a year, and over 10 and 20 years', () => {
    const printed = texts(reportDocument(input('comprehensive', 'c1')).blocks);
    // 0,35% of the invested 90% of 1.247.500 €.
    expect(printed).toContain('0,35%');
    expect(printed).toContain('3.930\u00a0€ l’anno');
    expect(printed).toEqual(expect.arrayContaining(['10 anni', '20 anni']));
    expect(printed).not.toContain('0,4%');
  });

  it('numbers every page as "Pagina X di Y"', () => {
    expect(pageFooterText(2, 5)).toBe('Pagina 2 di 5');
  });
});

describe('the cash flow', () => {
  it('is estimated for a sample client only, as the demo shows it', () => {
    const printed = texts(reportDocument(input('comprehensive', 'c1')).blocks).join('\n');
    expect(printed).toContain('Flusso di cassa mensile stimato');
    expect(printed).toContain('media ISTAT 2023');
  });

  it('is not made up for a client entered by hand: the report says what is missing', () => {
    const printed = texts(reportDocument(input('comprehensive', 'entered')).blocks).join('\n');
    expect(printed).not.toMatch(/Entrate|Risparmio annuo stimato|ISTAT|2\.738/);
    expect(printed).toContain(
      'Flusso di cassa: mancano le entrate e le spese mensili: del cliente è registrato solo il tasso di risparmio, e le cifre in euro non vengono stimate.',
    );
    expect(printed).toContain('chiedile al cliente al prossimo colloquio.');
    // The fund's step keeps its months, with no euro drawn from an estimate.
    expect(printed).toContain('Portare il fondo di emergenza da 3,5 a 6 mesi.');
    expect(printed).toContain(
      'L’importo in euro non è calcolato: le spese mensili del cliente non sono registrate.',
    );
    expect(printed).not.toContain('in più');
  });
});

describe('the notes of the report', () => {
  const SIMULATED = 'I dati di questo report sono simulati: Traguardo è una versione demo.';

  it('call the data simulated for a sample client and the demo’s aggregate only', () => {
    expect(texts(reportDocument(input('comprehensive', 'c1')).blocks)).toContain(SIMULATED);
    expect(texts(reportDocument(input('summary', 'all')).blocks)).toContain(SIMULATED);
  });

  it('never call the advisor’s own clients’ data simulated', () => {
    // A client entered by hand in the demo, and the aggregate of an own book.
    expect(texts(reportDocument(input('comprehensive', 'entered')).blocks)).not.toContain(
      SIMULATED,
    );
    expect(texts(reportDocument(input('summary', 'all', [entered])).blocks)).not.toContain(
      SIMULATED,
    );
  });
});

describe('the figures as the app writes them', () => {
  it('counts one indicator on target in the singular', () => {
    // Mario Verdi with a savings rate on target, his three other indicators below.
    const one = createClient({ ...entered, id: 'one', savingsRate: 25 });
    const printed = texts(reportDocument(input('summary', 'one', [...clients, one])).blocks);
    expect(printed).toContain('1 indicatore su 4 in linea con gli obiettivi.');
  });

  it('prints a rise of the net worth with its "+", as the app shows a change', () => {
    const { blocks } = reportDocument(input('comprehensive', 'c1'));
    const change = blocks
      .flatMap((b) => (b.kind === 'figures' ? b.items : []))
      .find((item) => item.label.startsWith('Variazione dall’inizio del periodo'));
    expect(change?.value).toMatch(/^\+\d+,\d%$/);
  });
});

describe('the Completo report', () => {
  it('charts the net worth of the last twelve months, with its table', () => {
    const doc = reportDocument(input('comprehensive', 'c1'));
    const trend = doc.blocks.find(
      (block) =>
        block.kind === 'chart' && block.title === 'Andamento del patrimonio di Marco Rossi',
    );

    expect(trend?.kind === 'chart' ? trend.spec.labels : []).toHaveLength(12);
    expect(trend?.kind === 'chart' ? trend.table?.body : []).toHaveLength(12);
  });
});

describe('the report of a client the advisor entered', () => {
  it('invents no trend, no returns, no allocation and no rebalancing, and says what is missing', () => {
    const { blocks } = reportDocument(input('comprehensive', 'entered'));
    const printed = texts(blocks).join('\n');
    expect(printed).not.toContain('Andamento del patrimonio');
    expect(printed).not.toContain('Variazione dall’inizio del periodo');
    expect(printed).not.toMatch(/Acquistare|Vendere/);
    expect(printed).not.toContain('Allocazione del portafoglio di Mario Verdi');
    // Only the charts of what was entered: no cash flow estimated from the savings rate.
    expect(
      blocks.filter((b) => b.kind === 'chart').map((b) => b.kind === 'chart' && b.title),
    ).toEqual(['Indicatori rispetto agli obiettivi']);
    expect(printed).toContain('Dati non disponibili');
    expect(printed).toContain(
      'Patrimonio netto e andamento: manca lo storico del patrimonio: del cliente è registrato solo il patrimonio netto di oggi, e i mesi passati non vengono stimati.',
    );
    expect(printed).toContain('Allocazione e ribilanciamento: manca l’allocazione del portafoglio');
    expect(printed).toContain('importalo da Clienti con «Importa fascicolo»');
    // The fees' advice keeps its percent, with no euro figure drawn from a made-up allocation.
    expect(printed).toContain(
      'Ridurre i costi di investimento da 1,20% a non oltre 0,50% con ETF a basso costo.',
    );
    // What was entered is all there.
    expect(printed).toContain('350.000\u00a0€');
    expect(printed).toContain('Nessun obiettivo registrato.');
  });

  it('charts the allocation an investor’s file brought, with its rebalancing', () => {
    const allocation = [
      { name: 'Azioni', value: 60, amount: 210_000 },
      { name: 'Liquidità', value: 40, amount: 140_000 },
    ];
    const book = [...clients, { ...entered, allocation }];
    const printed = texts(reportDocument(input('comprehensive', 'entered', book)).blocks).join(
      '\n',
    );
    expect(printed).toContain('Allocazione del portafoglio di Mario Verdi');
    expect(printed).toContain('Costi di investimento');
    expect(printed).not.toContain('Andamento del patrimonio di Mario Verdi');
    expect(printed).toContain('Patrimonio netto e andamento: manca lo storico');
    expect(printed).not.toContain('Per aggiungere l’allocazione');
  });

  it('saves toward a goal by the date the investor’s file gave, and says the horizon', () => {
    // QA's goal: 15.000 € by 26/11/2028, 625 € a month in the investor's app.
    const trip = {
      id: 'g2',
      name: 'Viaggio dei sogni',
      current: 0,
      target: 15_000,
      progress: 0,
      targetDate: '2028-11-26',
      monthlyContribution: 625,
    };
    const book = [...clients, { ...entered, goals: [trip] }];
    const printed = texts(reportDocument(input('goals', 'entered', book)).blocks).join('\n');
    expect(printed).toContain('26/11/2028');
    expect(printed).toContain('625\u00a0€');
    expect(printed).not.toContain('125\u00a0€');
    expect(printed).toContain('2 anni');
  });

  it('never takes an item of unknown class for shares, nor a current account for an investment', () => {
    // QA's file: the allocation by account type of an older investor's app.
    const allocation = [{ name: 'Conto corrente', value: 100, amount: 1_000 }];
    const book = [...clients, { ...entered, netWorth: 1_000, allocation }];
    const { blocks } = reportDocument(input('comprehensive', 'entered', book));
    const printed = texts(blocks).join('\n');
    expect(printed).not.toMatch(/Vendere|Acquistare/);
    expect(printed).toContain(
      'Ribilanciamento non calcolato: non è nota la classe di attivo di Conto corrente (1.000\u00a0€), il 100% del portafoglio',
    );
    // Nothing invested: no euro, and no chart of zeros.
    expect(printed).toContain(
      'Nell’allocazione registrata non c’è patrimonio investito (liquidità e altre voci senza classe nota escluse): i costi in euro non si calcolano.',
    );
    expect(printed).not.toContain('Costi nel tempo');
    expect(printed).not.toMatch(/Sul patrimonio investito di 0/);
  });

  it('gives no trades on the cash alone when an investment account has no positions, and says what is missing', () => {
    // QA's investor's file: 'Investimenti 68%, Liquidità 32%'.
    const allocation = [
      { name: 'Investimenti', value: 68, amount: 80_501 },
      { name: 'Liquidità', value: 32, amount: 37_346 },
    ];
    const book = [...clients, { ...entered, netWorth: 117_847, investmentFee: 0.65, allocation }];
    const { blocks } = reportDocument(input('comprehensive', 'entered', book));
    const printed = texts(blocks).join('\n');
    expect(printed).not.toMatch(/Vendere|Acquistare/);
    expect(printed).not.toContain('Liquidità 100,0%');
    expect(printed).toContain(
      'Ribilanciamento non calcolato: non è nota la classe di attivo di Investimenti (80.501\u00a0€), il 68% del portafoglio',
    );
    expect(printed).toContain('le posizioni del conto d’investimento');
    expect(printed).toContain('da Altro con «Invia al consulente»');
    // The costs are charged on the investment account: 0,65% of 80.501 €.
    expect(printed).toContain('523\u00a0€ l’anno');
    expect(printed).toContain(
      'Sul patrimonio investito di 80.501\u00a0€ (compresi Investimenti, di classe non nota; liquidità esclusa).',
    );
    const costs = blocks.find((b) => b.kind === 'chart' && b.title === 'Costi nel tempo');
    const figures = costs?.kind === 'chart' ? costs.spec.series.flatMap((s) => s.data) : [];
    expect(figures.some((value) => value > 0)).toBe(true);
    expect(printed).toContain(
      '120\u00a0€ in meno l’anno. Sul patrimonio investito di 80.501\u00a0€.',
    );
  });

  it('moves the known classes when a small part is unknown, and says over what', () => {
    const allocation = [
      { name: 'Azioni', value: 57, amount: 57_000 },
      { name: 'Obbligazioni', value: 29, amount: 29_000 },
      { name: 'Liquidità', value: 9, amount: 9_000 },
      { name: 'Previdenza', value: 5, amount: 5_000 },
    ];
    const book = [...clients, { ...entered, netWorth: 100_000, allocation }];
    const printed = texts(reportDocument(input('comprehensive', 'entered', book)).blocks).join(
      '\n',
    );
    expect(printed).toMatch(/Acquistare|Vendere/);
    expect(printed).toContain(
      'Percentuali e movimenti sono calcolati sulle sole classi note, 95.000\u00a0€ su 100.000\u00a0€: ne è escluso, perché di classe non nota, Previdenza (5.000\u00a0€).',
    );
  });

  it('rebalances the asset classes an investor’s file brings', () => {
    const allocation = [
      { name: 'Liquidità', value: 40, amount: 400 },
      { name: 'Azioni', value: 60, amount: 600 },
    ];
    const book = [...clients, { ...entered, netWorth: 1_000, allocation }];
    const printed = texts(reportDocument(input('comprehensive', 'entered', book)).blocks).join(
      '\n',
    );
    expect(printed).toContain('Sul patrimonio investito di 600\u00a0€ (liquidità esclusa).');
    expect(printed).not.toContain('Esclusi dal ribilanciamento');
  });

  it('sums the firm’s allocation over the sample clients only, and says so', () => {
    const printed = texts(reportDocument(input('comprehensive', 'all')).blocks).join('\n');
    expect(printed).toContain(
      'Sui 12 clienti su 13 con l’allocazione registrata; degli altri non è nota e non viene stimata.',
    );
    const ownBook = texts(reportDocument(input('comprehensive', 'all', [entered])).blocks).join(
      '\n',
    );
    expect(ownBook).toContain('Nessun cliente ha un’allocazione del portafoglio registrata');
  });
});

describe('the aggregate report of each type', () => {
  const headings = (typeId: string, book?: Parameters<typeof input>[2]) =>
    reportDocument(input(typeId, 'all', book)).blocks.flatMap((b) =>
      b.kind === 'heading' ? [b.text] : [],
    );

  it('holds the sections its type promises, as a client’s report does', () => {
    const frame = ['Sintesi esecutiva', 'Indicatori chiave'];
    expect(headings('summary')).toEqual([...frame, 'Note e avvertenze']);
    expect(headings('goals')).toEqual([
      ...frame,
      'Obiettivi dei clienti',
      'Clienti fuori obiettivo',
      'Azioni consigliate',
      'Note e avvertenze',
    ]);
    expect(headings('portfolio')).toEqual([
      ...frame,
      'Rendimenti e benchmark',
      'Allocazione complessiva',
      'Costi di investimento',
      'Clienti da ribilanciare',
      'Azioni consigliate',
      'Note e avvertenze',
    ]);
    const all = headings('comprehensive');
    for (const typeId of ['summary', 'goals', 'portfolio']) {
      for (const heading of headings(typeId)) expect(all, typeId).toContain(heading);
    }
    expect(all).toContain('Totali e distribuzioni');
    expect(all).toContain(`Elenco clienti (${clients.length + 1})`);
  });

  it('differs by type in its text, not only in its title', () => {
    const body = (typeId: string) =>
      texts(reportDocument(input(typeId, 'all')).blocks.slice(1)).join('\n');
    const printed = reportTypes.map((type) => body(type.id));
    expect(new Set(printed).size).toBe(reportTypes.length);
  });

  it('lists the goals the book knows, by client, and says whose are not known', () => {
    const printed = texts(reportDocument(input('goals', 'all')).blocks).join('\n');
    expect(printed).toContain('Pensione anticipata');
    expect(printed).toContain('Marco Rossi');
    expect(printed).toMatch(/Sui \d+ clienti su 13 con obiettivi registrati/);
    expect(printed).toContain('importalo da Clienti con «Importa fascicolo»');
    // The client entered by hand is off target on every indicator but none is made up.
    expect(printed).toContain('Clienti fuori obiettivo');
    expect(printed).toContain('Costi di investimento 1,20% (obiettivo sotto 0,50%)');
  });

  it('says what the book lacks instead of inventing goals, costs or rebalancing', () => {
    const printed = texts(reportDocument(input('comprehensive', 'all', [entered])).blocks).join(
      '\n',
    );
    expect(printed).toContain('Nessun cliente ha obiettivi registrati: Traguardo non li stima.');
    expect(printed).toContain('Nessun cliente ha lo storico del patrimonio registrato');
    expect(printed).toContain('I costi in euro non si calcolano');
    expect(printed).toContain('il ribilanciamento non si calcola');
    expect(printed).not.toMatch(/l’anno|Acquistare|Vendere/);
  });

  it('counts, for each alert of the client page, the clients who raise it and says what to do', () => {
    const doc = reportDocument(input('goals', 'all', [entered]));
    const table = doc.blocks.find((b) => b.kind === 'table' && b.head[0] === 'Azione');
    // The client entered by hand is red on every indicator.
    expect(table?.kind === 'table' ? table.body.map((row) => row.slice(0, 3)) : []).toEqual([
      ['Fondo di emergenza sotto obiettivo', '1', '0'],
      ['Costi di investimento elevati', '1', '0'],
      ['Tasso di risparmio basso', '1', '0'],
      ['Copertura assicurativa insufficiente', '1', '0'],
    ]);
  });

  it('puts the costs in euro and the clients to rebalance over the known allocations', () => {
    const printed = texts(reportDocument(input('portfolio', 'all')).blocks).join('\n');
    expect(printed).toContain('Costi annui in euro');
    expect(printed).toMatch(
      /Sui 12 clienti su 13 con l’allocazione registrata; degli altri non è noto/,
    );
    expect(printed).toMatch(/\d+ clienti su 12 hanno una classe che si scosta di oltre 5 punti/);
  });
});

describe('the aggregate report of a large book', () => {
  // 40 clients the advisor entered, each off target and with an investor's file's allocation
  // far from the plan: every per-client table would have 40 rows.
  const book = Array.from({ length: 40 }, (_, i) => ({
    ...createClient({
      ...HAND_ENTERED_CLIENT,
      id: `own-${i}`,
      name: `Cliente ${String(i).padStart(2, '0')}`,
      investmentFee: 1 + i / 100,
    }),
    allocation: [
      { name: 'Azioni', value: 90, amount: 90_000 + i * 1_000 },
      { name: 'Obbligazioni', value: 10, amount: 10_000 },
    ],
  }));
  const printed = texts(reportDocument(input('comprehensive', 'all', book)).blocks);
  const tableRows = (head: string) => {
    const doc = reportDocument(input('comprehensive', 'all', book));
    const table = doc.blocks.find(
      (b) => b.kind === 'table' && b.head[0] === 'Cliente' && b.head[1] === head,
    );
    return table?.kind === 'table' ? table.body : [];
  };

  it('prints the 30 clients that most need the advisor in each table, and how many are left out', () => {
    expect(tableRows('Stato')).toHaveLength(BOOK_TABLE_MAX_ROWS);
    expect(tableRows('Investito')).toHaveLength(BOOK_TABLE_MAX_ROWS);
    expect(tableRows('Scostamento massimo (punti)')).toHaveLength(BOOK_TABLE_MAX_ROWS);
    // The highest cost first: the client with the highest fee and the largest portfolio.
    expect(tableRows('Investito')[0]?.[0]).toBe('Cliente 39');
    expect(printed).toContain(
      'Nella tabella i primi 30 clienti, dal costo annuo più alto, su 40: l’elenco completo è in Clienti.',
    );
    // The client list of Completo keeps every client.
    for (const client of book) expect(printed).toContain(client.name);
  });
});
