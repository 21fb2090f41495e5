import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Changing or cancelling a hotel booking made through Wayfare follows the conditions of the rate you chose. Every rate says “Free cancellation until …” or “Non-refundable” before you book.',
  sections: [
    {
      id: 'rate-plans',
      title: '1. Two kinds of rate',
      blocks: [
        {
          table: {
            head: ['Rate', 'Cancelling', 'Changing dates or room type'],
            rows: [
              [
                'Free cancellation',
                'Free until the hotel’s check-in time N days before arrival (in the hotel’s local time); after that the first night is charged',
                'Possible while rooms are available; priced again for the new dates',
              ],
              [
                'Non-refundable',
                'No refund',
                'Not possible; guest names corrected only when the hotel agrees',
              ],
            ],
          },
        },
        'Each rate’s N days is shown on its price line and in the confirmation e-mail (for example “Free cancellation until 14:00, 12 Dec”).',
      ],
    },
    {
      id: 'how',
      title: '2. How to change or cancel',
      blocks: [
        {
          list: [
            'Ask through the Contact page (topic “Booking”) with your booking code; the time Wayfare receives it is what counts.',
            'Changing dates or room type means cancelling and booking again at today’s price, when the rate allows free cancellation.',
            'Fewer rooms or nights: treated as a partial cancellation.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: '3. Refunds',
      blocks: [
        'Refunds go to the original payment method (Wayfare wallet: at once; corporate account: on the next statement). How long each method takes is on the Payment methods page.',
        { see: [{ to: '/payment-method', label: 'Payment methods' }] },
      ],
    },
    {
      id: 'no-show',
      title: '4. Not turning up',
      blocks: [
        'If you do not arrive and did not cancel, the hotel may charge the whole stay and cancel the remaining nights. Arriving after 18:00? Tell the hotel or Wayfare so the room is kept.',
      ],
    },
    {
      id: 'hotel-fault',
      title: '5. When the hotel does not deliver',
      blocks: [
        'If the hotel is overbooked, downgrades your room or does not honour a confirmed booking, Wayfare finds an equivalent room nearby at no extra cost, or refunds the stay in full. Send a complaint with photos so we can act.',
        { see: [{ to: '/complaint', label: 'Make a complaint' }] },
      ],
    },
  ],
};
