/**
 * Building blocks of the server's PDF documents (invoices, e-tickets, statements) over pdfkit
 * (docs/decisions.md "Documents"): the company's tax details, a title, key-value blocks, tables
 * whose money columns are right-aligned, totals and page numbers, all in Be Vietnam Pro so
 * Vietnamese prints whole, and money and dates in the reader's language (format.ts).
 *
 *   const pdf = createPdf({ locale: 'vi', currency: 'VND', title: 'Hoá đơn' });
 *   pdf.companyHeader(company); pdf.title('Hoá đơn'); pdf.table(columns, rows);
 *   pdf.totals([{ label: 'Tổng cộng', amount: 1_234_567, strong: true }]);
 *   const bytes = await pdf.finish();
 */
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { plainNumber } from '../../common/money.js';
import { qrMatrix } from '../../common/qr-matrix.js';
import { fontFile } from './font.js';
import { documentDate, documentMoney, type DocumentLocale } from './format.js';
import { labelsFor } from './labels.js';

export interface CompanyTaxDetails {
  name: string;
  taxCode?: string | null;
  address?: string | null;
  email?: string | null;
  phone?: string | null;
}

export type CellKind = 'text' | 'money' | 'number' | 'date';

export interface TableColumn {
  header: string;
  /** What the cells hold: money is minor units of the document's currency, right-aligned. */
  kind?: CellKind;
  /** Share of the page's width against the other columns (default 1). */
  weight?: number;
}

export type Cell = string | number | Date | null | undefined;

export interface TotalLine {
  label: string;
  /** Minor units of the document's currency. */
  amount: number;
  strong?: boolean;
}

export interface PdfOptions {
  locale: DocumentLocale;
  /** The currency of every money cell and total. */
  currency: string;
  /** The PDF's title in its properties (a viewer's window title). */
  title: string;
  author?: string;
  /** Landscape for wide tables (a statement's eight columns); portrait by default. */
  layout?: 'portrait' | 'landscape';
}

const MARGIN = 48;
const BODY_SIZE = 9.5;
const RULE = '#9e9e9e';
const MUTED = '#555555';

export interface PdfBuilder {
  /** The issuer's or buyer's name, tax code, address and contacts, at the top of the page. */
  companyHeader(company: CompanyTaxDetails, heading?: string): PdfBuilder;
  title(text: string, subtitle?: string): PdfBuilder;
  /** A section's heading, left-aligned and bold (kept with what follows it). */
  heading(text: string): PdfBuilder;
  /** Label–value lines (an invoice's number, date, buyer…). */
  keyValues(pairs: Array<[label: string, value: Cell, kind?: CellKind]>): PdfBuilder;
  paragraph(text: string): PdfBuilder;
  /**
   * A QR code of `text` (byte mode, error correction M) `size` points wide at the left, with
   * label–value lines beside it (a bank transfer's account, amount and memo).
   */
  qr(
    text: string,
    beside: Array<[label: string, value: Cell, kind?: CellKind]>,
    size?: number,
  ): PdfBuilder;
  /** A table that continues on the next page with its header repeated. */
  table(columns: TableColumn[], rows: Cell[][]): PdfBuilder;
  /** Right-aligned amounts under a table. */
  totals(lines: TotalLine[]): PdfBuilder;
  /**
   * A QR code of `text`, centred (drawn, not an image: dark modules with a 4-module quiet
   * zone), its caption under it; the cursor goes below.
   */
  qrCode(text: string, caption?: string, size?: number): PdfBuilder;
  /** Numbers every page and returns the file. */
  finish(): Promise<Buffer>;
  /** The formatted text of a cell, as the document writes it. */
  cellText(value: Cell, kind?: CellKind): string;
}

export function createPdf(options: PdfOptions): PdfBuilder {
  const { locale, currency } = options;
  const labels = labelsFor(locale);
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: MARGIN,
    bufferPages: true,
    lang: locale === 'vi' ? 'vi-VN' : 'en-US',
    info: { Title: options.title, Author: options.author ?? 'Wayfare', Producer: 'Wayfare' },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fontFile('regular'));
  doc.registerFont('bold', fontFile('bold'));
  doc.font('regular').fontSize(BODY_SIZE).fillColor('black');

  const left = MARGIN;
  const width = () => doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 14;

  const cellText = (value: Cell, kind: CellKind = 'text'): string => {
    if (value === null || value === undefined || value === '') return '';
    if (kind === 'money' && typeof value === 'number') {
      return documentMoney(value, currency, locale);
    }
    if (kind === 'number' && typeof value === 'number') {
      return plainNumber(value, locale, 2);
    }
    if (kind === 'date' && (value instanceof Date || typeof value === 'string')) {
      return documentDate(value, locale);
    }
    if (value instanceof Date) return documentDate(value, locale);
    return String(value);
  };

  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
    }
  };

  const rule = (y: number, color = RULE) => {
    doc
      .moveTo(left, y)
      .lineTo(left + width(), y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  };

  const builder: PdfBuilder = {
    cellText,
    companyHeader(company, heading) {
      if (heading) {
        doc.font('regular').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), left);
      }
      doc.font('bold').fontSize(12).fillColor('black').text(company.name, left, doc.y, {
        width: width(),
      });
      doc.font('regular').fontSize(BODY_SIZE);
      const lines: Array<[string, string | null | undefined]> = [
        [labels.taxCode, company.taxCode],
        [labels.address, company.address],
        [labels.phone, company.phone],
        [labels.email, company.email],
      ];
      for (const [label, value] of lines) {
        if (value) doc.text(`${label}: ${value}`, left, doc.y, { width: width() });
      }
      doc.moveDown(0.5);
      rule(doc.y);
      doc.moveDown(0.8);
      return builder;
    },
    title(text, subtitle) {
      ensureRoom(40);
      doc.font('bold').fontSize(16).fillColor('black');
      doc.text(text, left, doc.y, { width: width(), align: 'center' });
      if (subtitle) {
        doc.font('regular').fontSize(BODY_SIZE).fillColor(MUTED);
        doc.text(subtitle, left, doc.y, { width: width(), align: 'center' });
      }
      doc.font('regular').fontSize(BODY_SIZE).fillColor('black');
      doc.moveDown(1);
      return builder;
    },
    keyValues(pairs) {
      const labelWidth = width() * 0.32;
      const valueWidth = width() - labelWidth - 8;
      doc.fontSize(BODY_SIZE);
      for (const [label, value, kind] of pairs) {
        const text = cellText(value, kind);
        doc.font('regular');
        const height = Math.max(
          doc.heightOfString(label, { width: labelWidth }),
          doc.heightOfString(text || ' ', { width: valueWidth }),
        );
        ensureRoom(height + 2);
        const y = doc.y;
        doc.fillColor(MUTED).text(label, left, y, { width: labelWidth });
        doc
          .fillColor('black')
          .font('bold')
          .text(text, left + labelWidth + 8, y, {
            width: valueWidth,
          });
        doc.font('regular');
        doc.y = y + height + 2;
      }
      doc.moveDown(0.6);
      return builder;
    },
    heading(text) {
      doc.font('bold').fontSize(BODY_SIZE + 2);
      ensureRoom(doc.heightOfString(text, { width: width() }) + 40);
      doc.fillColor('black').text(text, left, doc.y, { width: width() });
      doc.font('regular').fontSize(BODY_SIZE);
      doc.moveDown(0.4);
      return builder;
    },
    qr(text, beside, size = 120) {
      const code = qrcode(0, 'M');
      // The text's UTF-8 bytes, one character each: the library's byte mode takes them as is.
      code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
      code.make();
      const count = code.getModuleCount();
      // Four modules of quiet zone on each side, as scanners expect.
      const module = size / (count + 8);
      ensureRoom(size + 8);
      const top = doc.y;
      doc.rect(left, top, size, size).fill('white');
      for (let r = 0; r < count; r++) {
        for (let c = 0; c < count; c++) {
          if (code.isDark(r, c)) {
            doc.rect(left + (c + 4) * module, top + (r + 4) * module, module, module);
          }
        }
      }
      doc.fill('black');
      const x = left + size + 16;
      const labelWidth = (width() - size - 16) * 0.38;
      const valueWidth = width() - size - 16 - labelWidth - 8;
      doc.y = top + 4 * module;
      for (const [label, value, kind] of beside) {
        const textValue = cellText(value, kind);
        doc.font('regular').fontSize(BODY_SIZE);
        const height = Math.max(
          doc.heightOfString(label, { width: labelWidth }),
          doc.heightOfString(textValue || ' ', { width: valueWidth }),
        );
        const y = doc.y;
        doc.fillColor(MUTED).text(label, x, y, { width: labelWidth });
        doc
          .fillColor('black')
          .font('bold')
          .text(textValue, x + labelWidth + 8, y, { width: valueWidth });
        doc.y = y + height + 2;
      }
      doc.font('regular').fillColor('black');
      doc.y = Math.max(doc.y, top + size) + 8;
      return builder;
    },
    paragraph(text) {
      doc.font('regular').fontSize(BODY_SIZE).fillColor('black');
      ensureRoom(doc.heightOfString(text, { width: width() }));
      doc.text(text, left, doc.y, { width: width() });
      doc.moveDown(0.6);
      return builder;
    },
    table(columns, rows) {
      const total = columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
      const gap = 6;
      const widths = columns.map((c) => ((c.weight ?? 1) / total) * width() - gap);
      const xs = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w + gap, left));
      const align = (c: TableColumn) =>
        c.kind === 'money' || c.kind === 'number' ? 'right' : 'left';
      const drawRow = (cells: string[], font: 'regular' | 'bold') => {
        doc.font(font).fontSize(BODY_SIZE);
        const height = Math.max(
          ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i] })),
        );
        return {
          height,
          draw: () => {
            const y = doc.y;
            cells.forEach((text, i) => {
              doc.font(font).text(text, xs[i], y, { width: widths[i], align: align(columns[i]) });
            });
            doc.y = y + height + 3;
          },
        };
      };
      const header = () => {
        const row = drawRow(
          columns.map((c) => c.header),
          'bold',
        );
        ensureRoom(row.height + 20);
        row.draw();
        rule(doc.y - 1);
        doc.y += 3;
      };
      header();
      for (const cells of rows) {
        const row = drawRow(
          columns.map((c, i) => cellText(cells[i], c.kind)),
          'regular',
        );
        if (doc.y + row.height > bottom()) {
          doc.addPage();
          doc.y = MARGIN;
          header();
        }
        row.draw();
      }
      rule(doc.y);
      doc.y += 6;
      doc.font('regular');
      return builder;
    },
    totals(lines) {
      const labelWidth = width() * 0.45;
      const amountWidth = width() * 0.25;
      const labelX = left + width() - labelWidth - amountWidth - 8;
      for (const line of lines) {
        const font = line.strong ? 'bold' : 'regular';
        doc.font(font).fontSize(line.strong ? BODY_SIZE + 1.5 : BODY_SIZE);
        ensureRoom(16);
        const y = doc.y;
        doc.text(line.label, labelX, y, { width: labelWidth, align: 'right' });
        doc.text(cellText(line.amount, 'money'), left + width() - amountWidth, y, {
          width: amountWidth,
          align: 'right',
        });
        doc.y = Math.max(doc.y, y + 14);
      }
      doc.font('regular').fontSize(BODY_SIZE);
      doc.moveDown(0.8);
      return builder;
    },
    qrCode(text, caption, size = 84) {
      const matrix = qrMatrix(text);
      const modules = matrix.length + 8;
      const cell = size / modules;
      ensureRoom(size + 16);
      const x0 = left + (width() - size) / 2;
      const y0 = doc.y;
      doc.save();
      matrix.forEach((row, r) =>
        row.forEach((dark, c) => {
          if (dark) doc.rect(x0 + (c + 4) * cell, y0 + (r + 4) * cell, cell, cell);
        }),
      );
      doc.fill('black').restore();
      if (caption) {
        doc.font('regular').fontSize(7).fillColor(MUTED);
        doc.text(caption, left, y0 + size + 1, { width: width(), align: 'center' });
      }
      doc.font('regular').fontSize(BODY_SIZE).fillColor('black');
      doc.y = y0 + size + 16;
      return builder;
    },
    finish() {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Writing under the bottom margin would open a page: lift the margin while numbering.
        const margin = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.font('regular').fontSize(8).fillColor(MUTED);
        doc.text(labels.page(i + 1, range.count), left, doc.page.height - MARGIN + 10, {
          width: width(),
          align: 'center',
          lineBreak: false,
        });
        doc.page.margins.bottom = margin;
      }
      doc.end();
      return ended;
    },
  };
  return builder;
}

/** The media type of the PDFs the server answers. */
export const PDF_CONTENT_TYPE = 'application/pdf';
