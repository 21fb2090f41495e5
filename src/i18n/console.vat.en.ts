import type { DeepStrings } from './types';
import type { vatConsoleVi, vatResourceVi } from './console.vat.vi';

/** English texts of VAT e-invoices and the finance exports (console.vat.vi.ts is the reference). */
export const vatConsoleEn = {
  list: {
    empty: 'No VAT invoice requests yet',
    emptyHint:
      'Open a booking in Booking history and choose "Request VAT invoice"; the e-invoice is issued under Decree 123/2020.',
    pendingNote:
      'Waiting for the e-invoice provider to issue the invoice; this page refreshes itself.',
  },
  statuses: { PENDING: 'Waiting to be issued', ISSUED: 'Issued', REJECTED: 'Rejected' },
  download: {
    pdf: 'Download PDF',
    xml: 'Download XML',
    failed: 'The invoice could not be downloaded. Please try again.',
  },
  request: {
    action: 'Request VAT invoice',
    confirmTitle: 'Request a VAT invoice for this booking?',
    confirmBody:
      'The e-invoice is made out to the company with its registered tax code and address. A booking has one invoice.',
    sent: 'VAT invoice requested.',
    failed: 'The VAT invoice could not be requested.',
    notPaid: 'Only a paid booking can be invoiced.',
  },
  bookingsXlsx: {
    action: 'Export XLSX',
    failed: 'The list could not be exported. Please try again.',
  },
  journal: {
    action: 'Export accounting journal',
    title: 'Journal lines for your accountant',
    intro:
      "The period's bookings charged to the company account and its payments, as journal entries on the Circular 200/2014 chart of accounts (642x, 1331, 331, 1121).",
    from: 'From',
    to: 'To',
    csv: 'Download CSV',
    xlsx: 'Download XLSX',
    cancel: 'Close',
    failed: 'The journal could not be exported. Check the period and try again.',
  },
} satisfies DeepStrings<typeof vatConsoleVi>;

export const vatResourceEn = {
  name: 'VAT invoices',
  fields: {
    inserted_at: 'Requested',
    booking: 'Booking',
    status: 'Status',
    invoice_series: 'Series',
    invoice_number: 'Invoice number',
    issued_at: 'Issued',
    amount: 'Total',
    rejection_reason: 'Reason refused',
    q: 'Search',
  },
} satisfies DeepStrings<typeof vatResourceVi>;
