// What the report prints of the firm and the advisor: the cover's band and signature, and the
// closing note's last line. The own book's settings are blank until first saved (its firm is
// nobody's to assume) and a licence number is optional: a part with nothing in it is left out,
// never printed as an empty band, a blank line or 'da  (), .'. Left out rather than filled
// with a stand-in: the report goes to a client, and a made-up firm or a line such as 'Studio
// non indicato' would print in their document what only the advisor needs to know. The Report
// screen tells the advisor before printing, with a link to Impostazioni.

/** The texts given, trimmed, without the empty ones: the lines to print. */
export function presentLines(...texts: readonly string[]): string[] {
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

type Signer = { date: string; advisorName: string; license: string; firmName: string };

/** 'Report generato il <date> da <name> (<licence>), <firm>.', each part only when known. */
export function reportSignature({ date, advisorName, license, firmName }: Signer): string {
  const [name = '', licence = '', firm = ''] = [advisorName, license, firmName].map((text) =>
    text.trim(),
  );
  const by = name === '' ? '' : ` da ${name}${licence === '' ? '' : ` (${licence})`}`;
  return `Report generato il ${date}${by}${firm === '' ? '' : `, ${firm}`}.`;
}
