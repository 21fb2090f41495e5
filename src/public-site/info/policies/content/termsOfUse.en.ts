import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'These terms apply when you use Wayfare to search, book flights and hotel rooms and manage business travel. By creating an account or booking you accept them.',
  sections: [
    {
      id: 'service',
      title: '1. What Wayfare does',
      blocks: [
        'Wayfare is an e-commerce marketplace and an agent selling flights and hotel rooms. Airlines and hotels provide the carriage and the stay; Wayfare books on your behalf, takes your payment and supports you throughout the trip.',
        'Companies use Wayfare to run their staff, travel policy, approvals, expenses and invoices under their own agreement with Wayfare.',
      ],
    },
    {
      id: 'account',
      title: '2. Your account',
      blocks: [
        {
          list: [
            'You sign up with an e-mail address or a phone number confirmed by a one-time code; the details must be accurate and yours.',
            'Keep your password and codes secret; Wayfare never asks for your code.',
            'Travel agents and delegates book only for people who allowed them to; every action on someone’s behalf is recorded.',
            'Wayfare may suspend an account showing signs of fraud or of breaking these terms, and tells you why.',
          ],
        },
      ],
    },
    {
      id: 'booking',
      title: '3. Bookings, prices and payment',
      blocks: [
        {
          list: [
            'Prices shown are the total for the travellers chosen, with taxes, fees and mandatory surcharges; any service or payment fee is shown before you pay.',
            'Seats and rooms are held for the time shown at checkout; when the hold ends they are released and the price may change.',
            'A booking is confirmed once payment succeeds and the airline or hotel confirms it; you receive the booking code by e-mail and under My bookings.',
            'Passenger details must match the travel document; mistakes can lead to refused boarding or check-in and to change fees.',
          ],
        },
        { see: [{ to: '/payment-method', label: 'Payment methods' }] },
      ],
    },
    {
      id: 'changes',
      title: '4. Changes, cancellations and refunds',
      blocks: [
        'Change, cancellation and refund conditions belong to the fare or rate you choose and are shown before you book. Details are in the policies below.',
        {
          see: [
            { to: '/flight-amendment', label: 'Flight changes' },
            { to: '/hotel-amendment', label: 'Hotel changes' },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: '5. What you must not do',
      blocks: [
        {
          list: [
            'Make fake or speculative bookings, or hold seats you do not mean to use.',
            'Use someone else’s card, wallet or account without permission.',
            'Scrape, probe, overload, or try to get around limits and security measures.',
            'Send unlawful, abusive or impersonating content through contact and complaint forms.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: '6. Responsibility',
      blocks: [
        'Wayfare answers for the booking, payment, refunds and support it provides. Airlines and hotels answer for carriage and accommodation under their conditions and the law; when a flight is cancelled or delayed, or a hotel does not deliver what it confirmed, Wayfare takes up your claim with them.',
        'Wayfare is not liable for loss caused by force majeure or by wrong details you gave.',
      ],
    },
    {
      id: 'ip',
      title: '7. Intellectual property',
      blocks: [
        'Wayfare’s interface, marks, software and content belong to Wayfare or its licensors. Hotel photos and descriptions belong to the hotels or their suppliers.',
      ],
    },
    {
      id: 'disputes',
      title: '8. Complaints and disputes',
      blocks: [
        'Send complaints through the Complaint page; how they are handled and how fast is set out in the Operating Rules. Disputes not settled by negotiation go to the competent court of Vietnam, under Vietnamese law.',
        {
          see: [
            { to: '/complaint', label: 'Make a complaint' },
            { to: '/rules', label: 'Operating rules' },
          ],
        },
      ],
    },
    {
      id: 'updates',
      title: '9. Changes to these terms',
      blocks: [
        'When these terms change we update the date at the top and give at least 5 days’ notice. Confirmed bookings keep the terms in force when they were made.',
      ],
    },
  ],
};
