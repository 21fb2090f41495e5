import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'What you need to know to check in and out of a hotel booked through Wayfare. Each hotel’s check-in and check-out times are on its page and on your hotel voucher.',
  sections: [
    {
      id: 'times',
      title: '1. Check-in and check-out times',
      blocks: [
        'Every hotel sets a check-in time (often 14:00) and a check-out time (often 12:00) in its local time; Wayfare shows exactly those under “Hotel information” and on the voucher.',
        {
          list: [
            'Early check-in or late check-out depends on availability and may be charged; ask in “Special requests” when booking or through the Contact page.',
            'Arriving after 18:00: tell the hotel or Wayfare so the room is kept.',
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: '2. Documents at check-in',
      blocks: [
        {
          list: [
            'The citizen identity card or passport of the guest named on the booking; foreign guests show their passport and visa so the hotel can register their stay under the Law on Residence.',
            'The hotel voucher (printed or on your phone) with the booking code.',
            'The hotel may ask for a deposit or a card guarantee for extras; it is released at check-out.',
          ],
        },
      ],
    },
    {
      id: 'children',
      title: '3. Children and extra beds',
      blocks: [
        'Each hotel sets the age up to which children stay free (shown on the hotel page); older children count as adults. Extra beds and children’s breakfast are at the hotel’s price unless the rate includes them.',
      ],
    },
    {
      id: 'on-site',
      title: '4. Charges at the hotel',
      blocks: [
        'Wayfare prices include the rate’s taxes and mandatory fees. Extras (minibar, laundry, meals, an apartment’s cleaning fee where stated) are paid at the hotel.',
      ],
    },
    {
      id: 'problems',
      title: '5. Problems at check-in',
      blocks: [
        'If the hotel cannot find your booking or the room is not as described, show the booking code at reception, then send Wayfare a complaint with photos; we act under the hotel change policy.',
        {
          see: [
            { to: '/hotel-amendment', label: 'Hotel changes' },
            { to: '/complaint', label: 'Make a complaint' },
          ],
        },
      ],
    },
  ],
};
