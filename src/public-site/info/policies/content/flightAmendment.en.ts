import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Changing the date, flight or name on a ticket booked through Wayfare, or cancelling it, follows the conditions of the fare you chose. Each fare’s conditions are shown in the flight details before you book.',
  sections: [
    {
      id: 'fare-rules',
      title: '1. Conditions by fare',
      blocks: [
        'Every fare (for example Economy Lite, Economy Flex, Business) has four conditions, shown when you open a flight’s details:',
        {
          list: [
            'Whether it is refundable, and the refund fee.',
            'Whether it can be changed, and the change fee.',
            'Free cancellation: how many hours before departure you can still cancel at no cost (when the fare has it).',
            'The checked and cabin baggage included.',
          ],
        },
        {
          table: {
            head: ['Fare', 'Changes', 'Refunds'],
            rows: [
              ['Lite / basic economy', 'Usually not allowed, or for a fee', 'Not refundable'],
              ['Classic / standard', 'Allowed, for a fee', 'Refundable, for a fee'],
              [
                'Flex / business',
                'Allowed, low or no fee',
                'Refundable, often free cancellation until some hours before departure',
              ],
            ],
          },
        },
        'The table is a general guide; the conditions that apply to your ticket are those on the ticket and in the confirmation e-mail.',
      ],
    },
    {
      id: 'change',
      title: '2. Changing date, time or route',
      blocks: [
        {
          list: [
            'Ask through the Contact page (topic “Booking”) with your booking code, at least 24 hours before departure (airlines may require earlier).',
            'You pay the fare’s change fee plus any fare difference when the new fare costs more. A cheaper new fare does not refund the difference unless the fare allows it.',
            'Name changes: most airlines only allow small spelling corrections; changing to another person means cancelling and booking again.',
          ],
        },
      ],
    },
    {
      id: 'cancel',
      title: '3. Cancelling and refunds',
      blocks: [
        {
          list: [
            'Refundable fares are cancelled on the booking page (My bookings) before departure: it shows the refund fee and what comes back before you confirm. A company-paid ticket with a refund fee is cancelled through support.',
            'Cancelled at least the fare’s free-cancellation hours before departure: the whole fare is refunded, with no refund fee.',
            'Refundable fares: the fare less the airline’s refund fee; unused taxes and airport charges are refunded.',
            'Non-refundable fares: only the unused taxes and airport charges the airline lets us refund.',
            'No-show without cancelling before departure: the airline may cancel the remaining flights without refund.',
          ],
        },
        'Refunds go back to the method you paid with; how long each method takes is on the Payment methods page.',
        {
          see: [
            { to: '/payment-method', label: 'Payment methods' },
            { to: '/account/bookings', label: 'My bookings' },
          ],
        },
      ],
    },
    {
      id: 'airline-changes',
      title: '4. When the airline changes or cancels',
      blocks: [
        'If the airline cancels a flight or moves it significantly, Wayfare tells you by e-mail and SMS and offers: accept the new flight, move to another flight at no cost, or a full refund. Compensation for delays and cancellations under Circular 19/2017/TT-BGTVT (as amended) is paid by the airline; Wayfare helps you claim it.',
      ],
    },
    {
      id: 'fees',
      title: '5. Wayfare’s fees',
      blocks: [
        'Wayfare charges no handling fee of its own for changes or cancellations beyond the airline’s. A payment fee paid at booking (if any) is not refunded when you cancel yourself.',
      ],
    },
    {
      id: 'corporate',
      title: '6. Business tickets',
      blocks: [
        'Tickets paid with a corporate account may need an approver’s consent to change or cancel, under the company’s policy; refunds go to the corporate account and are credited on the next statement.',
      ],
    },
  ],
};
