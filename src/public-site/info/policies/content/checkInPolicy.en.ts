import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'A short list of what to prepare before you travel: flight check-in and hotel check-in. Each has its own detailed policy.',
  sections: [
    {
      id: 'before',
      title: '1. Before the day',
      blocks: [
        {
          list: [
            'Check your confirmation e-mail: booking code, passenger names, flight times, check-in time.',
            'Have your documents ready: citizen identity card or passport (international: a passport valid for 6 more months and a visa where needed).',
            'Check in online when the airline allows it; tell us about special needs at least 48 hours ahead.',
          ],
        },
      ],
    },
    {
      id: 'flight',
      title: '2. At the airport',
      blocks: [
        'Arrive 2 hours (domestic) or 3 hours (international) before departure; counters close 40 minutes (domestic) or 60 minutes (international) before.',
        { see: [{ to: '/flight-check-in-policy', label: 'Flight check-in policy' }] },
      ],
    },
    {
      id: 'hotel',
      title: '3. At the hotel',
      blocks: [
        'Check in from the hotel’s stated time (often 14:00) and check out by its stated time (often 12:00); bring the ID of the guest named on the booking.',
        { see: [{ to: '/hotel-check-in-policy', label: 'Hotel check-in policy' }] },
      ],
    },
  ],
};
