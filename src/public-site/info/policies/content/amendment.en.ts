import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'The general rules for changing, cancelling or getting a refund on flights and hotel rooms booked through Wayfare. Each kind of service has its own detailed policy.',
  sections: [
    {
      id: 'principles',
      title: '1. Principles',
      blocks: [
        {
          list: [
            'Change, cancellation and refund conditions belong to the fare or rate, are shown before you pay and are in the confirmation e-mail.',
            'Wayfare charges no handling fee beyond the airline’s or hotel’s.',
            'What counts is when Wayfare receives your request (Vietnam time for flights, the hotel’s local time for rooms).',
            'Refunds go to the method you paid with.',
          ],
        },
      ],
    },
    {
      id: 'where',
      title: '2. Details by service',
      blocks: [
        {
          see: [
            { to: '/flight-amendment', label: 'Flight changes and refunds' },
            { to: '/hotel-amendment', label: 'Hotel changes and cancellations' },
          ],
        },
      ],
    },
    {
      id: 'request',
      title: '3. How to ask',
      blocks: [
        'Write through the Contact page, topic “Booking”, with your booking code. You get a request number at once and an answer within 1 working day (urgent requests within 24 hours of departure or check-in come first).',
        { see: [{ to: '/contact', label: 'Contact' }] },
      ],
    },
    {
      id: 'refund-times',
      title: '4. Refund times',
      blocks: [
        'Once the airline or hotel accepts the refund, Wayfare sends the money within 1 working day; when it reaches you depends on the payment method.',
        { see: [{ to: '/payment-method', label: 'Payment methods' }] },
      ],
    },
  ],
};
