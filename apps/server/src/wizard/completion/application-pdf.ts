import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type PdfSection = { title: string; rows: [string, string][] };
export type PdfAgreement = { head: string; body: string; version: number; sha256: string; agreed: boolean | null };
export type PdfSignature = { png: Buffer; signedAt: Date; signer: string };

/** What the application document shows: everything submitted, already masked where the spec masks. */
export type ApplicationDocument = {
  siteName: string;
  confirmationNumber: string;
  submittedAt: Date;
  status: string;
  applicantName: string;
  sections: PdfSection[];
  agreements: PdfAgreement[];
  signature: PdfSignature | null;
};

const PAGE = { width: 612, height: 792, margin: 54 };
const SIZE = { title: 18, heading: 13, text: 10 };
const LINE = 14;
const ink = rgb(0.12, 0.16, 0.2);
const muted = rgb(0.4, 0.45, 0.5);

/** Windows-1252 beyond Latin-1: the only characters the standard fonts can draw besides Latin-1's. */
const cp1252 = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Text the standard fonts can draw: what they cannot is shown as '?' rather than failing the document. */
export const printable = (text: string) =>
  [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || cp1252.has(char) ? char : '?';
    })
    .join('');

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The application as a PDF: a header, each step's answers, the plans, the agreements as signed, the signature. */
export async function applicationPdf(doc: ApplicationDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Application ${doc.confirmationNumber}`));
  pdf.setAuthor(printable(doc.siteName));
  pdf.setCreationDate(doc.submittedAt);
  pdf.setModificationDate(doc.submittedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number; color?: typeof ink } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.text;
    const x = options.x ?? PAGE.margin;
    for (const line of wrap(text, font, size, PAGE.width - PAGE.margin - x)) {
      room(size + 4);
      page.drawText(line, { x, y: y - size, size, font, color: options.color ?? ink });
      y -= size + 4;
    }
  };
  const heading = (text: string) => {
    room(LINE * 3);
    y -= LINE / 2;
    write(text, { font: bold, size: SIZE.heading });
    page.drawLine({
      start: { x: PAGE.margin, y: y + 1 },
      end: { x: PAGE.margin + textWidth, y: y + 1 },
      thickness: 0.5,
      color: muted,
    });
    y -= 4;
  };

  write(doc.siteName, { font: bold, size: SIZE.title });
  write(`Enrollment application ${doc.confirmationNumber}`, { font: bold, size: SIZE.heading });
  write(`Applicant: ${doc.applicantName}`);
  write(`Submitted: ${doc.submittedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`, { color: muted });
  write(`Status: ${doc.status}`, { color: muted });

  for (const section of doc.sections) {
    heading(section.title);
    for (const [label, value] of section.rows) {
      const labelLines = wrap(label, bold, SIZE.text, textWidth * 0.38);
      const valueLines = wrap(value, regular, SIZE.text, textWidth * 0.6);
      const lines = Math.max(labelLines.length, valueLines.length);
      room(lines * LINE);
      labelLines.forEach((line, index) => {
        page.drawText(line, {
          x: PAGE.margin,
          y: y - SIZE.text - index * LINE,
          size: SIZE.text,
          font: bold,
          color: muted,
        });
      });
      valueLines.forEach((line, index) => {
        page.drawText(line, {
          x: PAGE.margin + textWidth * 0.4,
          y: y - SIZE.text - index * LINE,
          size: SIZE.text,
          font: regular,
          color: ink,
        });
      });
      y -= lines * LINE;
    }
  }

  if (doc.agreements.length > 0) {
    heading('Agreements');
    for (const text of doc.agreements) {
      const mark = text.agreed === null ? 'Information' : text.agreed ? 'Agreed' : 'Not agreed';
      write(`${text.head} (${mark})`, { font: bold });
      write(text.body);
      write(`Version ${text.version} - SHA-256 ${text.sha256}`, { size: 8, color: muted });
      y -= 4;
    }
  }

  if (doc.signature) {
    heading('Signature');
    const image = await pdf.embedPng(doc.signature.png);
    const scale = Math.min(1, 240 / image.width, 90 / image.height);
    room(image.height * scale + LINE * 2);
    page.drawImage(image, {
      x: PAGE.margin,
      y: y - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    y -= image.height * scale + 6;
    write(
      `Signed by ${doc.signature.signer} on ${doc.signature.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
      { color: muted },
    );
  }
  return pdf.save();
}
