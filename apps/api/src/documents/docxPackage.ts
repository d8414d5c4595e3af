import JSZip from 'jszip';
import { DocumentRejected } from './fileContent';

/**
 * What LibreOffice is given of a .docx. Its layout time grows with the text, not with the
 * zipped size: 40 KB of zip can hold 11 MB of text, thousands of pages that keep LibreOffice
 * busy past its time limit. These bound the text parts (body, headers, footers, notes) before
 * it starts; a 300-page essay or transcript stays well inside them.
 */
export const docxTextLimits = {
  maxCharacters: 1_000_000,
  maxParagraphs: 50_000,
  maxXmlBytes: 16 * 1024 * 1024,
} as const;

const unreadable =
  'Your document could not be read as a .docx file. Please check the file and upload it again.';
const tooLong =
  'Your document has more text than we can process. Please shorten it, or save it as a PDF and upload that instead.';

/**
 * The package with every external relationship removed, after checking its text against
 * `docxTextLimits`. A picture, template, frame or OLE object can be linked rather than
 * embedded (`TargetMode="External"`, an `http://` or `file://` target); a converter would
 * fetch or read it and put the result in the applicant's PDF. Only what is inside the package
 * is converted. The zip has already been bounded by `inspectDocument`.
 */
export async function prepareDocx(bytes: Uint8Array): Promise<Uint8Array> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new DocumentRejected(unreadable);
  }
  const text = { characters: 0, paragraphs: 0, xmlBytes: 0 };
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const isRelationships = entry.name.endsWith('.rels');
    const isWordText = /^word\/[^/]+\.xml$/.test(entry.name);
    if (!isRelationships && !isWordText) continue;
    const xml = await entry.async('string');
    // Word never writes a DTD; one here could define entities that hide a target from us.
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new DocumentRejected(unreadable);
    if (isRelationships) {
      const kept = withoutExternalRelationships(xml);
      if (kept !== xml) zip.file(entry.name, kept);
      continue;
    }
    text.xmlBytes += Buffer.byteLength(xml);
    // By local name: the prefix is the author's choice (`w:p`, `a:p` in text boxes).
    text.paragraphs += xml.match(/<(?:[\w.-]+:)?p[\s/>]/g)?.length ?? 0;
    for (const run of xml.matchAll(/<(?:[\w.-]+:)?t(?:\s[^>]*)?>([^<]*)</g)) {
      text.characters += run[1]!.length;
    }
    if (
      text.xmlBytes > docxTextLimits.maxXmlBytes ||
      text.paragraphs > docxTextLimits.maxParagraphs ||
      text.characters > docxTextLimits.maxCharacters
    ) {
      throw new DocumentRejected(tooLong);
    }
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const xmlEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return xmlEntities[name] ?? whole;
  });
}

const relationship =
  /<(?:[\w.-]+:)?Relationship\b((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(?:\/>|>\s*<\/(?:[\w.-]+:)?Relationship\s*>)/g;

/**
 * Drops each relationship that is not plainly inside the package: any `TargetMode` other than
 * `Internal`, or a target with a scheme (`http:`, `file:`, `smb:`) or a network path. A
 * relationship element this cannot read makes the document unreadable rather than kept.
 */
export function withoutExternalRelationships(xml: string): string {
  const opened = xml.match(/<(?:[\w.-]+:)?Relationship\b/g)?.length ?? 0;
  let read = 0;
  const kept = xml.replace(relationship, (element, attributeText: string) => {
    read += 1;
    const attributes = new Map<string, string>();
    for (const [, name, double, single] of attributeText.matchAll(
      /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      attributes.set(name!.replace(/^[\w.-]+:/, ''), decodeXml(double ?? single ?? '').trim());
    }
    const mode = attributes.get('TargetMode');
    const target = attributes.get('Target') ?? '';
    const external =
      (mode !== undefined && mode !== 'Internal') ||
      /^[a-z][a-z0-9+.-]*:/i.test(target) ||
      /^[/\\]{2}/.test(target);
    return external ? '' : element;
  });
  if (read !== opened) throw new DocumentRejected(unreadable);
  return kept;
}
