/**
 * A report's PDF, A4 landscape: the report's name, the site, the period and the time it was made, the
 * figures as the page's cards show them, then each table under its title. A table's header row is repeated
 * on every page it runs onto, its numbers stand to the right, and every page is numbered in the footer.
 */
import { isNumberKind } from '@weighbridge/contract/report-values';
import { type Content, pdfBuffer, type TableCell } from '../../lib/pdf.js';
import { REPORT_FILE_MESSAGES as WORDS } from './messages.js';
import type { ReportFile, ReportFileTable } from './report-file.js';
import { type ReportLanguage, reportLanguage } from './report-language.js';

const MARGIN = 36;
const GREY = '#5c5f66';
const RULE = '#ced4da';
const HEADER_FILL = '#e9ecef';
const STRIPE_FILL = '#f8f9fa';

/** Thin horizontal rules, a shaded header row and striped rows, as the page's tables. */
const TABLE_LAYOUT = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  fillColor: (row: number) => (row === 0 ? HEADER_FILL : row % 2 === 0 ? STRIPE_FILL : null),
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const CARD_LAYOUT = {
  hLineWidth: () => 0.75,
  vLineWidth: () => 0.75,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 6,
  paddingBottom: () => 6,
};

function heading(file: ReportFile, language: ReportLanguage): Content[] {
  const titles: Content[] = [
    { text: file.title, style: 'title' },
    { text: file.siteName, style: 'subtitle' },
  ];
  return [
    // The site's logo on the right of the titles, in a box the height of the two lines.
    file.siteLogo ? { columns: [{ stack: titles, width: '*' }, { image: file.siteLogo, fit: [120, 44], width: 'auto' }] } : { stack: titles },
    { text: file.period, margin: [0, 6, 0, 0] },
    ...file.notes.map((note) => ({ text: `${note.label}: ${note.text}` })),
    {
      text: language.intl.formatMessage(WORDS.madeAt, { when: language.formats.dateTime(file.madeAt, file.timeZone), zone: file.timeZone }),
      color: GREY,
      margin: [0, 0, 0, 10],
    },
  ];
}

/** The figures side by side as cards: label, number, and the card's line of details. */
function figureCards(file: ReportFile): Content[] {
  if (file.figures.length === 0) return [];
  const cards = file.figures.map((figure) => ({
    stack: [
      { text: figure.label, color: GREY, bold: true },
      { text: figure.text, fontSize: 16, bold: true, margin: [0, 2, 0, 0] },
      ...(figure.detail ? [{ text: figure.detail, color: GREY }] : []),
    ],
  }));
  return [{ table: { widths: cards.map(() => '*'), body: [cards] }, layout: CARD_LAYOUT, margin: [0, 0, 0, 6] }];
}

function reportTable(table: ReportFileTable, file: ReportFile, language: ReportLanguage): Content[] {
  // A title at the foot of a page moves to the next one with its table.
  const title = { text: table.title, style: 'tableTitle', headlineLevel: 1 };
  if (table.rows.length === 0) return [title, { text: language.intl.formatMessage(WORDS.noData), color: GREY, italics: true }];
  // The first column names the row (a material, a truck, a day, an hour): it takes the room the numbers leave.
  const numeric = table.columns.map((column, index) => index > 0 && isNumberKind(column.kind));
  const alignment = (index: number) => (numeric[index] ? 'right' : 'left');
  const header: TableCell[] = table.columns.map((column, index) => ({ text: column.header, bold: true, alignment: alignment(index) }));
  const total = table.endsWithTotal ? table.rows.length - 1 : -1;
  const rows: TableCell[][] = table.rows.map((row, at) =>
    table.columns.map((column, index) => ({
      text: language.valueText(column, row[index] ?? null, file.timeZone, file.weights),
      alignment: alignment(index),
      noWrap: numeric[index],
      bold: at === total,
    })),
  );
  return [
    title,
    {
      table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: numeric.map((isNumber) => (isNumber ? 'auto' : '*')), body: [header, ...rows] },
      layout: TABLE_LAYOUT,
    },
  ];
}

export function reportPdf(file: ReportFile): Promise<Buffer> {
  const language = reportLanguage(file.locale);
  return pdfBuffer({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 8],
    info: { title: `${file.title}, ${file.period}`, author: file.siteName, creationDate: file.madeAt },
    defaultStyle: { fontSize: 9 },
    styles: {
      title: { fontSize: 18, bold: true },
      subtitle: { fontSize: 11, color: GREY },
      tableTitle: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
    },
    content: [...heading(file, language), ...figureCards(file), ...file.tables.flatMap((table) => reportTable(table, file, language))],
    pageBreakBefore: (node, following) => node.headlineLevel === 1 && following.length === 0,
    footer: (page, pages) => ({
      columns: [
        { text: `${file.title} · ${file.period}`, color: GREY },
        { text: language.intl.formatMessage(WORDS.page, { page, pages }), alignment: 'right', color: GREY },
      ],
      fontSize: 8,
      margin: [MARGIN, 12, MARGIN, 0],
    }),
  });
}
