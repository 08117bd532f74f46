// A generated client list in the layout 'Esporta' writes (BOM, ';', decimal commas,
// dd/mm/yyyy, CRLF), for the benchmarks that import clients (bench:client-import,
// bench:scale's own book). The same count gives the same file.

const HEADER = [
  'Nome',
  'Email',
  'Stato',
  'Patrimonio netto (€)',
  'Tasso di risparmio (%)',
  'Fondo emergenza (mesi)',
  'Costi investimento (%)',
  'Gap assicurativo (%)',
  'Ultimo contatto',
];

/** A CSV of `count` clients. */
export function clientsCsv(count) {
  const lines = [HEADER.join(';')];
  for (let i = 0; i < count; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      [
        `Cliente ${i + 1}`,
        `cliente${i + 1}@studio.it`,
        '',
        String(50_000 + ((i * 7919) % 3_000_000)),
        String(i % 40),
        `${i % 12},5`,
        `0,${String(10 + (i % 90)).padStart(2, '0')}`,
        String(i % 70),
        `${day}/${month}/2025`,
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
