/**
 * The part of pdfmake 0.3's Node.js API the server uses (lib/pdf.ts). pdfmake ships no types, and the
 * DefinitelyTyped package pulls the browser's DOM types into the server's program.
 * The document definition is pdfmake's JSON: see https://pdfmake.github.io/docs/0.3/document-definition-object/.
 */
declare module 'pdfmake' {
  export type Content = string | Content[] | { [key: string]: unknown };
  export type TableCell = Content;
  export type PdfDefinition = {
    content: Content;
    pageSize?: string | { width: number; height: number | 'auto' };
    pageOrientation?: 'portrait' | 'landscape';
    pageMargins?: number | [number, number] | [number, number, number, number];
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    watermark?: string | { text: string; color?: string; opacity?: number; bold?: boolean; italics?: boolean; fontSize?: number; angle?: number };
    info?: { title?: string; author?: string; subject?: string; creator?: string; producer?: string; creationDate?: Date };
    header?: Content | ((currentPage: number, pageCount: number) => Content);
    footer?: Content | ((currentPage: number, pageCount: number) => Content);
    /** Whether a page break goes before a node, e.g. a heading with nothing after it on its page. */
    pageBreakBefore?: (node: { headlineLevel?: number }, followingNodesOnPage: unknown[]) => boolean;
  };
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  const pdfmake: {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
    createPdf(definition: PdfDefinition): { getBuffer(): Promise<Buffer> };
  };
  export default pdfmake;
}
