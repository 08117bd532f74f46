import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BankImportError } from './import-error';

// One XML reader for CAMT.053 and OFX 2: validated whole first (a truncated download is
// refused, not half-read), values kept as strings (`0012` stays an id, `45.90` an exact
// amount), namespaces dropped. A document type declaration is refused: statements never
// have one, and it is where entity-expansion attacks live.

/** An element as fast-xml-parser returns it: text, or children by name, `@_x` attributes. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

// fast-xml-parser returns plain objects of strings, objects and arrays of them.
const isElement = (value: unknown): value is Record<string, XmlNode> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const lastLine = (text: string) => text.split('\n').length;

function refuseInvalid(text: string, what: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new BankImportError(
      'invalid-xml',
      `Il file ${what} contiene una dichiarazione DOCTYPE: non lo leggo.`,
    );
  }
  const result = XMLValidator.validate(text);
  if (result === true) return;
  const { msg, line } = result.err;
  // Tags still open at the end, or an error on the very last line: the file was cut short.
  if (msg.startsWith("Invalid '[") || line >= lastLine(text.trimEnd())) {
    throw new BankImportError(
      'truncated-xml',
      `Il file ${what} è incompleto: finisce prima della chiusura dei dati. Scaricalo di nuovo dalla banca.`,
    );
  }
  throw new BankImportError('invalid-xml', `il file ${what} non è XML valido.`, line);
}

/** The document tree of `text`; `arrays` names the elements read as lists even when single. */
export function readXml(
  text: string,
  what: string,
  arrays: readonly string[],
): Record<string, XmlNode> {
  refuseInvalid(text, what);
  const listed = new Set(arrays);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    removeNSPrefix: true,
    htmlEntities: false,
    trimValues: true,
    isArray: (name) => listed.has(name),
  });
  const tree: unknown = parser.parse(text);
  if (!isElement(tree)) throw new BankImportError('invalid-xml', `Il file ${what} è vuoto.`);
  return tree;
}

/** The child `name` of `node`, the first one when there are several. */
export function child(node: XmlNode | XmlNode[] | undefined, name: string): XmlNode | undefined {
  const one = Array.isArray(node) ? node[0] : node;
  if (one === undefined || typeof one === 'string') return undefined;
  const value = one[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Every child `name` of `node`. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of `node` (an element with attributes keeps it under `#text`), '' when none. */
export function text(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.trim();
  const inner = node['#text'];
  return typeof inner === 'string' ? inner.trim() : '';
}

/** The text at the end of `path` below `node`. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string {
  let current = node;
  for (const name of path) current = child(current, name);
  return text(current);
}

/** Every element named `name` anywhere below `node`, in document order. */
export function descendants(node: XmlNode | XmlNode[] | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  if (Array.isArray(node)) return node.flatMap((one) => descendants(one, name));
  const found: XmlNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_') || value === undefined) continue;
    if (key === name) found.push(...(Array.isArray(value) ? value : [value]));
    else found.push(...descendants(value, name));
  }
  return found;
}
