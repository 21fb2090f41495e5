import type { InfoPageKey } from '../i18n/site';

export interface InfoLink {
  to: string;
  page: InfoPageKey;
}

/** Footer groups linking every information page of spec §2. */
export const FOOTER_GROUPS: ReadonlyArray<{
  title: 'footer.company' | 'footer.policies' | 'footer.bookingRules';
  links: InfoLink[];
}> = [
  {
    title: 'footer.company',
    links: [
      { to: '/about', page: 'about' },
      { to: '/contact', page: 'contact' },
      { to: '/complaint', page: 'complaint' },
      { to: '/membership', page: 'membership' },
      { to: '/corporate-program', page: 'corporateProgram' },
    ],
  },
  {
    title: 'footer.policies',
    links: [
      { to: '/privacy-policy', page: 'privacyPolicy' },
      { to: '/terms-of-use', page: 'termsOfUse' },
      { to: '/rules', page: 'rules' },
      { to: '/payment-method', page: 'paymentMethod' },
    ],
  },
  {
    title: 'footer.bookingRules',
    links: [
      { to: '/amendment', page: 'amendment' },
      { to: '/flight-amendment', page: 'flightAmendment' },
      { to: '/hotel-amendment', page: 'hotelAmendment' },
      { to: '/check-in-policy', page: 'checkInPolicy' },
      { to: '/flight-check-in-policy', page: 'flightCheckInPolicy' },
      { to: '/hotel-check-in-policy', page: 'hotelCheckInPolicy' },
    ],
  },
];
