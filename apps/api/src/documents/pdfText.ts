import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** US Letter in points; admissions offices print on it. */
export const pageSize: [number, number] = [612, 792];
const margin = 54;

/**
 * The standard PDF fonts encode WinAnsi only. Anything else is reduced to its plain Latin
 * letters (é → e) or replaced by '?', so an applicant's name in another script never makes
 * the PDF fail to build.
 */
// Letters NFKD does not take apart, written the way their names are spelled in plain Latin.
const plainLatin: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

export function sanitiseForFont(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || supported.has(code)) {
      out += char;
      continue;
    }
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    const plain = plainLatin[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...plain].every((c) => supported.has(c.codePointAt(0)!)) && plain ? plain : '?';
  }
  return out;
}

/** Lines of at most `width` points; a word longer than a line is broken where it must. */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Points of indent from the left margin. */
  indent?: number;
  gapBefore?: number;
}

/** Flows text down pages of a document, starting a page when one is full. */
export class PdfTextWriter {
  private page: PDFPage | undefined;
  private y = 0;

  private constructor(
    readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(document?: PDFDocument): Promise<PdfTextWriter> {
    const doc = document ?? (await PDFDocument.create());
    return new PdfTextWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  write(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.35;
    const width = pageSize[0] - 2 * margin - indent;
    if (this.page && style.gapBefore) this.y -= style.gapBefore;
    for (const line of wrapText(sanitiseForFont(text, font), font, size, width)) {
      if (!this.page || this.y - lineHeight < margin) this.newPage();
      this.y -= lineHeight;
      this.page!.drawText(line, {
        x: margin + indent,
        y: this.y,
        size,
        font,
        color: rgb(0, 0, 0),
      });
    }
  }

  private newPage(): void {
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }
}
