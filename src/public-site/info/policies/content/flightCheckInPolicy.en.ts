import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'What you need to check in for a flight booked through Wayfare: when to arrive, travel documents, baggage and special cases. Airlines may have stricter rules; see your confirmation e-mail.',
  sections: [
    {
      id: 'times',
      title: '1. Check-in times',
      blocks: [
        {
          table: {
            head: ['', 'Domestic flights', 'International flights'],
            rows: [
              ['Counters open', '2 hours before departure', '3 hours before departure'],
              ['Counters close', '40 minutes before departure', '60 minutes before departure'],
              [
                'Boarding gate closes',
                '20 minutes before departure',
                '20 minutes before departure',
              ],
              [
                'Online check-in',
                'From 24 hours to 1 hour before departure (by airline)',
                'By airline and destination',
              ],
            ],
          },
        },
        'Times on the ticket are local times of the departure airport.',
      ],
    },
    {
      id: 'documents',
      title: '2. Travel documents',
      blocks: [
        {
          list: [
            'Domestic flights, aged 14 and over: citizen identity card, passport, or a level-2 electronic identity account (VNeID); the name must match the ticket.',
            'Children under 14: birth certificate or passport, travelling with an adult as the airline requires.',
            'International flights: a passport valid for at least 6 months from the date of entry, and a visa when the destination requires one; Wayfare does not issue visas.',
          ],
        },
      ],
    },
    {
      id: 'baggage',
      title: '3. Baggage',
      blocks: [
        'The checked and cabin baggage included in your fare is shown in the flight details and the confirmation e-mail (for example “1 piece of 23 kg, cabin 10 kg”). Excess baggage is paid at the counter at the airline’s price; buying it before you book is usually cheaper. Power banks and lithium batteries go in the cabin only.',
      ],
    },
    {
      id: 'special',
      title: '4. Special cases',
      blocks: [
        {
          list: [
            'Pregnant travellers, infants, children travelling alone, passengers needing a wheelchair or medical help: tell Wayfare through the Contact page at least 48 hours before departure so we can ask the airline to prepare.',
            'Pets, sports equipment, musical instruments: under the airline’s rules and fees, booked in advance.',
          ],
        },
      ],
    },
    {
      id: 'missed',
      title: '5. If you miss your flight',
      blocks: [
        'Contact Wayfare at once: when your fare allows changes we move you to a later flight under its conditions. After a no-show the airline may cancel your onward flights.',
        { see: [{ to: '/flight-amendment', label: 'Flight changes' }] },
      ],
    },
  ],
};
