/**
 * A booking's PDF as an e-mail attachment (base64), for the confirmation the checkout's
 * follow-ups send (checkout/order-emails.ts `TravelDocumentFile`; wired in app.ts and the
 * payments API's follow-ups).
 */
import type { Db } from '../../db/client.js';
import { PDF_CONTENT_TYPE } from '../../documents/pdf.js';
import type { TravelDocumentFile } from '../checkout/order-emails.js';
import { travelDocumentOf } from './travel-document.js';
import { travelDocumentName, travelDocumentPdf } from './travel-document-pdf.js';

export function travelDocumentFile(db: Db): TravelDocumentFile {
  return async (order, lang, now) => {
    const doc = await travelDocumentOf(db, order, lang, now);
    return {
      filename: travelDocumentName(doc),
      contentType: PDF_CONTENT_TYPE,
      content: (await travelDocumentPdf(doc)).toString('base64'),
      encoding: 'base64',
    };
  };
}
