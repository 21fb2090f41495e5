import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'This policy explains how Wayfare handles your personal data when you search, book, pay and manage business travel with Wayfare, under Vietnam’s Decree 13/2023/ND-CP on personal data protection.',
  sections: [
    {
      id: 'controller',
      title: '1. Who handles your data',
      blocks: [
        'Wayfare (“we”) is the controller and processor of the personal data you give us on the Wayfare website and app. For corporate accounts your company decides who may book and how much they may spend; it is then the controller of its staff’s travel data, which Wayfare processes under its contract with the company.',
        'Airlines, hotels and payment gateways receive the data needed to deliver their service; they are independent controllers of what they receive and answer for it under their own policies.',
      ],
    },
    {
      id: 'data',
      title: '2. Data we collect',
      blocks: [
        {
          table: {
            head: ['Kind of data', 'Examples', 'Source'],
            rows: [
              [
                'Account',
                'Name, e-mail, phone number, password (stored only as a hash), language',
                'You',
              ],
              [
                'Passengers and guests',
                'Names as in the passport, date of birth, gender, nationality, passport number and expiry, frequent-flyer numbers',
                'You, whoever books for you, or your company',
              ],
              [
                'Bookings and payments',
                'Itinerary, room, prices, booking codes, payment method, last 4 card digits, invoice details',
                'You, airlines, hotels, payment gateways',
              ],
              [
                'Business travel',
                'Department, title, limits, approver, cost centre',
                'Your company',
              ],
              [
                'Support',
                'Messages, complaints, attachments, your conversation with support',
                'You',
              ],
              [
                'Technical',
                'IP address (stored only as a keyed hash), browser type, error logs, sign-in cookies, language and theme',
                'Your device',
              ],
            ],
          },
        },
        'We do not collect sensitive personal data under Article 2 of Decree 13/2023/ND-CP unless you send it yourself (for example a request for medical assistance on a flight), and then only to fulfil that request. Full card numbers never pass through Wayfare’s servers: you type them at the payment gateway.',
      ],
    },
    {
      id: 'purposes',
      title: '3. Why we process it, and on what basis',
      blocks: [
        {
          list: [
            'To perform our contract with you: search, hold, ticket, book rooms, take payment, refund, send confirmations and invoices.',
            'Legal obligations: e-invoices, accounting, tax, anti-money-laundering, passenger data that authorities and airlines require.',
            'Protecting accounts and systems: one-time-code verification, attempt limits, fraud detection, an audit log of actions taken on someone’s behalf.',
            'Customer care: answering messages and resolving complaints.',
            'Marketing: only with your consent, which you may withdraw at any time.',
          ],
        },
        'Where we rely on consent it is explicit, freely given and withdrawable; withdrawing it does not affect processing done before.',
      ],
    },
    {
      id: 'sharing',
      title: '4. Who we share it with',
      blocks: [
        {
          list: [
            'Airlines, hotels and travel suppliers: the passenger and guest data a booking needs.',
            'Payment gateways and banks (international cards, VNPay, 2C2P, bank transfer): the amount, order reference and what is needed to authorise the payment.',
            'Your company (if you travel as its staff): business bookings, expenses and invoices for approval, reconciliation and analysis.',
            'Infrastructure providers (hosting, storage, e-mail and SMS delivery), processing on our behalf under contracts with data-protection terms.',
            'Competent authorities, where the law requires it.',
          ],
        },
        'We do not sell personal data.',
      ],
    },
    {
      id: 'cross-border',
      title: '5. Transfers abroad',
      blocks: [
        'When you book an international flight or a hotel abroad, or pay through an international gateway, the data that service needs goes to the partner abroad. Wayfare keeps an impact assessment dossier for transferring personal data abroad as Article 25 of Decree 13/2023/ND-CP requires, and transfers only what the service you asked for needs.',
      ],
    },
    {
      id: 'retention',
      title: '6. How long we keep it',
      blocks: [
        {
          table: {
            head: ['Data', 'Kept for'],
            rows: [
              ['Account', 'Until you delete the account, then at most 30 days'],
              ['Bookings, payments, invoices', '10 years, as the Accounting Law requires'],
              ['Messages and complaints', '3 years after the request is closed'],
              ['One-time codes, sign-in sessions', 'Codes: 5 minutes; sessions: at most 30 days'],
              ['Security and audit logs', '2 years'],
            ],
          },
        },
      ],
    },
    {
      id: 'rights',
      title: '7. Your rights and how to use them',
      blocks: [
        'Under Article 9 of Decree 13/2023/ND-CP you have the right to be informed; to consent; to access; to withdraw consent; to erasure; to restrict processing; to receive your data; to object; to complain, denounce and sue; to claim damages; and to self-protection.',
        {
          list: [
            'See and correct your profile: Profile in your account.',
            'Ask for a copy, erasure, restriction or objection: through the Contact page (topic “Account”) or a Complaint (topic “Personal data”). We verify your identity first.',
            'Time: we act within 72 hours on withdrawal of consent, restriction or objection, and within 30 days on other requests.',
          ],
        },
        'Some data must be kept by law (invoices, for example); we then tell you which data and until when.',
      ],
    },
    {
      id: 'security',
      title: '8. How we protect it',
      blocks: [
        'Passwords are hashed with argon2id; one-time codes and tokens are stored only as hashes; connections are encrypted; staff access is limited by role and every action taken on someone’s behalf is logged. If a personal data breach happens we notify the Ministry of Public Security (A05) within 72 hours, and you when it may affect you.',
      ],
    },
    {
      id: 'cookies',
      title: '9. Cookies and browser storage',
      blocks: [
        'Wayfare uses cookies needed for sign-in (uts_token, account.renewal_token), language (i18n_redirected) and screen size; browser storage keeps recent searches and your theme. Analytics runs only when configured and is named in the cookie notice.',
      ],
    },
    {
      id: 'children',
      title: '10. Children',
      blocks: [
        'Accounts are for people aged 16 and over. Data of children travelling (child and infant passengers) is given and consented to by a parent or guardian, as Article 20 of Decree 13/2023/ND-CP requires.',
      ],
    },
    {
      id: 'contact',
      title: '11. Contact about personal data',
      blocks: [
        'Wayfare’s personal data protection team: write through the Contact page or to support@wayfare.example. When this policy changes we update the date at the top and tell you before an important change takes effect.',
        {
          see: [
            { to: '/contact', label: 'Contact' },
            { to: '/complaint', label: 'Make a complaint' },
          ],
        },
      ],
    },
  ],
};
