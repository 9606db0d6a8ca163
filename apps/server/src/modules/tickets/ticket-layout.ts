/**
 * The ticket's content laid out as a pdfmake definition for its paper: an A4 or A5 sheet, or an 80 mm roll
 * of a thermal ticket printer (one narrow column, the page as long as the ticket). One column on every
 * paper, in the order a reader checks a ticket: whose it is, which load, what it weighed, how to verify it.
 */
import type { TicketSize } from '@weighbridge/contract/tickets';
import type { Content, PdfDefinition } from '../../lib/pdf.js';
import type { TicketContent, TicketWeight } from './ticket-content.js';

type Paper = {
  pageSize: PdfDefinition['pageSize'];
  pageMargins: [number, number, number, number];
  /** Font sizes: the body, the site's name and the title, and the weights. */
  body: number;
  heading: number;
  weights: number;
  lineHeight: number;
  /** The QR code's width and height, in points. */
  qr: number;
  /**
   * The VOID watermark's size and angle where pdfmake's own (across the page's diagonal) does not fit: a
   * roll's page is as long as the ticket, which pdfmake does not know when it sizes the watermark.
   */
  watermark?: { fontSize: number; angle: number };
};

/** An 80 mm roll prints 226.77 pt wide; its page is as long as the ticket. */
const ROLL_WIDTH_PT = 226.77;

const PAPERS: Readonly<Record<TicketSize, Paper>> = {
  a4: { pageSize: 'A4', pageMargins: [56, 44, 56, 44], body: 11, heading: 18, weights: 15, lineHeight: 1.15, qr: 130 },
  a5: { pageSize: 'A5', pageMargins: [32, 24, 32, 24], body: 8.5, heading: 12.5, weights: 11, lineHeight: 1.1, qr: 88 },
  '80mm': {
    pageSize: { width: ROLL_WIDTH_PT, height: 'auto' },
    pageMargins: [10, 12, 10, 16],
    body: 7.5,
    heading: 11,
    weights: 10,
    lineHeight: 1.15,
    qr: 120,
    watermark: { fontSize: 96, angle: -65 },
  },
};

/** A line across the column, between the parts of the ticket. */
const rule = (width: number): Content => ({ canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.6 }], margin: [0, 4, 0, 4] });

function weightRows(weights: readonly TicketWeight[]): Content[][] {
  return weights.map((weight) => [
    { text: weight.label, bold: true, noWrap: true },
    { text: weight.value, bold: true, noWrap: true, alignment: 'right' },
    { text: weight.marks.join('  '), bold: true },
  ]);
}

/** The column's width on the paper, for the rules. */
function columnWidth(paper: Paper): number {
  const pageWidth = typeof paper.pageSize === 'object' ? paper.pageSize.width : paper.pageSize === 'A4' ? 595.28 : 419.53;
  return pageWidth - paper.pageMargins[0] - paper.pageMargins[2];
}

export function ticketDefinition(ticket: TicketContent, size: TicketSize): PdfDefinition {
  const paper = PAPERS[size];
  const width = columnWidth(paper);
  const content: Content[] = [
    // The logo a little narrower than the QR code and never taller than it: any shape prints in that box.
    ...(ticket.siteLogo ? [{ image: ticket.siteLogo, fit: [paper.qr * 0.9, paper.qr * 0.45] as [number, number], alignment: 'center' as const, margin: [0, 0, 0, 4] as [number, number, number, number] }] : []),
    { text: ticket.siteName, bold: true, fontSize: paper.heading, alignment: 'center' },
    ...ticket.siteAddress.map((line) => ({ text: line, alignment: 'center' })),
    rule(width),
    { text: ticket.title, bold: true, fontSize: paper.heading, alignment: 'center' },
    { text: ticket.numberLine, bold: true, fontSize: paper.weights, alignment: 'center', margin: [0, 2, 0, 0] },
  ];
  if (ticket.copy) {
    content.push({
      table: { widths: ['*'], body: [[{ text: ticket.copy, bold: true, fontSize: paper.heading, alignment: 'center', margin: [0, 2, 0, 2] }]] },
      margin: [width / 4, 6, width / 4, 0],
    });
  }
  if (ticket.voided) {
    content.push({ text: ticket.voided.reason, bold: true, fontSize: paper.weights, margin: [0, 6, 0, 0] }, { text: ticket.voided.by });
  }
  content.push(
    rule(width),
    { table: { widths: ['auto', '*'], body: ticket.fields.map(([label, value]) => [{ text: label, color: '#333333', noWrap: true }, { text: value }]) }, layout: 'noBorders' },
    rule(width),
    { table: { widths: ['auto', 'auto', '*'], body: weightRows(ticket.weights) }, layout: 'noBorders', fontSize: paper.weights },
    ...ticket.notices.map((notice) => ({ text: notice, bold: true, margin: [0, 3, 0, 0] })),
    rule(width),
    { text: ticket.verificationCode, bold: true, alignment: 'center' },
    { qr: ticket.verificationUrl, fit: paper.qr, eccLevel: 'M', alignment: 'center', margin: [0, 6, 0, 4] },
    { text: [{ text: `${ticket.verifyAt} ` }, { text: ticket.verificationUrl }], alignment: 'center', fontSize: paper.body - 1 },
    rule(width),
    ...ticket.footer.map((line) => ({ text: line, fontSize: paper.body - 1.5, color: '#444444', alignment: 'center' })),
  );
  return {
    pageSize: paper.pageSize,
    pageMargins: paper.pageMargins,
    defaultStyle: { fontSize: paper.body, lineHeight: paper.lineHeight },
    info: { title: `${ticket.title} ${ticket.number}`, creator: ticket.siteName },
    ...(ticket.voided && { watermark: { text: ticket.watermark, opacity: 0.18, bold: true, ...paper.watermark } }),
    content,
  };
}
