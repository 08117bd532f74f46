import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { BankImportError } from './import-error';

// One XML reader for CAMT.053 and OFX 2, on saxes (a conformant, non-validating streaming
// parser: one pass checks well-formedness and builds the tree, several times faster than a
// separate validation pass plus a generic object mapper on a 10,000-entry statement). The
// whole file is read before anything is returned (a truncated download is refused, not
// half-read); values stay strings (`0012` stays an id, `45.90` an exact amount); namespace
// prefixes are dropped. A document type declaration is refused: statements never have one,
// and it is where entity-expansion attacks live.

/** An element: its text, or children by name with `@_x` attributes and `#text`. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] | undefined };

type Element = Record<string, XmlNode | XmlNode[] | undefined>;

const lastLine = (text: string) => text.split('\n').length;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function refusal(line: number, text: string, closing: boolean, what: string): BankImportError {
  // Tags still open at the end, or an error on the very last line: the file was cut short.
  if (closing || line >= lastLine(text.trimEnd())) {
    return new BankImportError(
      'truncated-xml',
      `Il file ${what} è incompleto: finisce prima della chiusura dei dati. Scaricalo di nuovo dalla banca.`,
    );
  }
  return new BankImportError('invalid-xml', `il file ${what} non è XML valido.`, line);
}

/** An open element while its content is read. */
interface Open {
  name: string;
  node: Element;
  text: string;
  hasChildren: boolean;
  hasAttributes: boolean;
}

/** The value an element closes to: its trimmed text alone, or an object. */
function closed(open: Open): XmlNode {
  const text = open.text.trim();
  if (!open.hasChildren && !open.hasAttributes) return text;
  if (text !== '') open.node['#text'] = text;
  return open.node;
}

/** The document tree of `text`; `arrays` names the elements read as lists even when single. */
export function readXml(
  text: string,
  what: string,
  arrays: readonly string[],
): Record<string, XmlNode> {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new BankImportError(
      'invalid-xml',
      `Il file ${what} contiene una dichiarazione DOCTYPE: non lo leggo.`,
    );
  }
  const listed = new Set(arrays);
  const root: Open = { name: '', node: {}, text: '', hasChildren: true, hasAttributes: false };
  const stack: Open[] = [root];
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  // The first error's line; saxes goes on reading after it, and the file is refused.
  let failedAt: number | null = null;
  parser.on('error', () => {
    failedAt ??= parser.line;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const node: Element = {};
    let hasAttributes = false;
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
      node[`@_${localName(name)}`] = value;
      hasAttributes = true;
    }
    stack.push({ name: localName(tag.name), node, text: '', hasChildren: false, hasAttributes });
  });
  const addText = (value: string) => {
    const top = stack[stack.length - 1];
    if (top !== undefined && top !== root) top.text += value;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const open = stack.pop();
    const parent = stack[stack.length - 1];
    if (open === undefined || parent === undefined) return;
    parent.hasChildren = true;
    const value = closed(open);
    const existing = parent.node[open.name];
    if (existing === undefined) parent.node[open.name] = listed.has(open.name) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else parent.node[open.name] = [existing, value];
  });
  parser.write(text);
  if (failedAt !== null) throw refusal(failedAt, text, false, what);
  parser.close();
  if (failedAt !== null) throw refusal(failedAt, text, true, what);
  if (Object.keys(root.node).length === 0) {
    throw new BankImportError('invalid-xml', `Il file ${what} è vuoto.`);
  }
  return root.node as Record<string, XmlNode>;
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
