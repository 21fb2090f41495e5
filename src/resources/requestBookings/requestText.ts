import type { BookingRequestFieldsFragment } from '../../api/generated/corporate';

export type BookingRequest = BookingRequestFieldsFragment;

/** `console.approvals.<key>`. */
export const approvalText = (key: string) => `console.approvals.${key}`;

/** Instants of requests as Vietnam's wall clock (the company's calendar). */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
};

export const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'BOOKED'];
export const KINDS = ['FLIGHT', 'HOTEL'];

/** A status's chip colour. */
export const statusColor = (status: string) =>
  status === 'PENDING'
    ? 'warning'
    : status === 'BOOKED' || status === 'APPROVED'
      ? 'success'
      : status === 'REJECTED'
        ? 'error'
        : 'default';
