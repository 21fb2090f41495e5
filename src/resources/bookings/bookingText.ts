import type { BookingRecord } from '../../dataProviders/corporate/bookings';

type Person = { first_name?: string | null; last_name?: string | null; email?: string | null };

/** A person as the console writes them: family name first, else the e-mail. */
export const personName = (p: Person | null | undefined) =>
  p ? [p.last_name, p.first_name].filter(Boolean).join(' ') || p.email || '—' : '—';

/** What a booking is, in one line: the hotel, or the flights' route. */
export function bookingSubject(b: BookingRecord): string {
  if (b.product_type === 'HOTEL') return b.room_stayings[0]?.property?.name ?? '—';
  const faces = Array.isArray(b.ticket_faces) ? (b.ticket_faces as TicketFace[]) : [];
  const flights = faces[0]?.flights ?? [];
  return flights.map((f) => `${f.from ?? '?'}–${f.to ?? '?'} ${f.code ?? ''}`.trim()).join(', ');
}

export interface TicketFace {
  name: string;
  type: string | null;
  booking_code: string | null;
  flights: {
    code: string | null;
    from: string | null;
    to: string | null;
    departs_at: string | null;
    seat_class: string | null;
  }[];
}
