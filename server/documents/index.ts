/** Server documents: PDFs (pdf.ts) and spreadsheets (xlsx.ts). docs/finance.md "Documents". */
export * from './pdf.js';
export * from './xlsx.js';
export * from './format.js';
