import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'The operating rules of the Wayfare e-commerce marketplace, set out under Decree 52/2013/ND-CP on e-commerce as amended by Decree 85/2021/ND-CP.',
  sections: [
    {
      id: 'principles',
      title: '1. General principles',
      blocks: [
        'Wayfare is an e-commerce marketplace where travel suppliers (airlines, hotels and other accommodation providers, the Suppliers) sell their services to individual and corporate customers (the Customers). Wayfare also collects payment on the Suppliers’ behalf.',
        'Every transaction on Wayfare follows Vietnamese law, these Rules, the Terms of Use and the Privacy Policy. These Rules are notified to the Ministry of Industry and Trade as required.',
      ],
    },
    {
      id: 'parties',
      title: '2. Who takes part',
      blocks: [
        {
          list: [
            'Wayfare (the marketplace operator): runs the marketplace, verifies Suppliers, shows service information, collects payment, supports Customers and resolves complaints.',
            'Suppliers: give accurate information on services, prices and change, cancellation and refund conditions, and deliver what they confirmed.',
            'Customers: individuals, travel agents, companies and their staff who book through Wayfare.',
          ],
        },
      ],
    },
    {
      id: 'process',
      title: '3. How a purchase works',
      blocks: [
        {
          list: [
            'Search: the Customer looks for flights or hotels; results show the total price, fare or rate, baggage and change and cancellation conditions.',
            'Choose and hold: Wayfare checks price and availability with the Supplier again and holds the seats or rooms for the time shown.',
            'Details: passengers or guests, contact, invoice details when needed.',
            'Payment: by a method the Customer chooses among those Wayfare offers.',
            'Confirmation: Wayfare sends the booking code, e-ticket or hotel voucher by e-mail and shows it in the account.',
            'Corporate accounts: a booking request may need an approver’s approval before payment, under the company’s policy.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: '4. Delivery of the service',
      blocks: [
        'Services are “delivered” as e-tickets, booking codes (PNR) or hotel vouchers sent by e-mail as soon as the booking is confirmed. The Customer uses the service at the airport or hotel under the check-in policy.',
        { see: [{ to: '/check-in-policy', label: 'Check-in policy' }] },
      ],
    },
    {
      id: 'payment',
      title: '5. Payment',
      blocks: [
        'Wayfare takes card, VNPay, 2C2P, bank transfer (QR code), Wayfare wallet and corporate account payments. Each method’s fee (if any), confirmation time and refund path are published on the Payment methods page.',
        { see: [{ to: '/payment-method', label: 'Payment methods' }] },
      ],
    },
    {
      id: 'operator-duties',
      title: '6. Wayfare’s rights and duties',
      blocks: [
        {
          list: [
            'Require Suppliers’ identification and business licences; keep their registration details and update them when they change.',
            'Take the measures needed to keep transaction information and Customers’ personal data safe.',
            'Remove unlawful service information within 24 hours of finding it or of a competent authority’s request.',
            'Receive and resolve Customers’ complaints; assist authorities investigating violations.',
            'Report the marketplace’s activity to the Ministry of Industry and Trade as required.',
          ],
        },
      ],
    },
    {
      id: 'supplier-duties',
      title: '7. Suppliers’ rights and duties',
      blocks: [
        {
          list: [
            'Give complete and accurate information on services, prices, taxes, fees, change, cancellation and refund conditions and check-in times.',
            'Deliver the confirmed service; tell Wayfare at once when they cannot.',
            'Work with Wayfare to resolve complaints about their services.',
            'Meet their tax obligations.',
          ],
        },
      ],
    },
    {
      id: 'customer-duties',
      title: '8. Customers’ rights and duties',
      blocks: [
        {
          list: [
            'Receive full information before paying and a confirmation after booking.',
            'Complain and have the complaint resolved as section 9 says.',
            'Give accurate details, pay in full, and follow the conditions of the service chosen.',
            'Not use Wayfare for fraud or anything unlawful.',
          ],
        },
      ],
    },
    {
      id: 'complaints',
      title: '9. How complaints are resolved',
      blocks: [
        {
          list: [
            'Step 1 — Send it: through the Complaint page (with the booking code, photos and documents if any) or to support@wayfare.example. You get a complaint number at once.',
            'Step 2 — Acknowledgement: within 24 hours support confirms receipt and tells you who handles it.',
            'Step 3 — Handling: Wayfare works with the Supplier if needed and answers within 5 working days; complex cases within 15 working days, with progress updates.',
            'Step 4 — Outcome: the answer arrives by e-mail and under Support in your account. If you disagree you may ask for a review or take the dispute to the competent authority.',
          ],
        },
        'When a Supplier is at fault Wayfare requires it to compensate you, and may refund you first while it claims from the Supplier.',
        { see: [{ to: '/complaint', label: 'Make a complaint' }] },
      ],
    },
    {
      id: 'prohibited',
      title: '10. Prohibited conduct and sanctions',
      blocks: [
        'Prohibited: payment fraud, fake bookings, impersonation, false service information, unauthorised interference with the system. Depending on severity Wayfare warns, cancels bookings, suspends accounts or ends the partnership with a Supplier, and refers the case to the authorities.',
        { see: [{ to: '/baocao', label: 'Report a violation' }] },
      ],
    },
    {
      id: 'privacy',
      title: '11. Protecting personal information',
      blocks: [
        'Wayfare collects and processes personal data under its Privacy Policy, in line with Decree 13/2023/ND-CP.',
        { see: [{ to: '/privacy-policy', label: 'Privacy policy' }] },
      ],
    },
    {
      id: 'effect',
      title: '12. Effect',
      blocks: [
        'These Rules apply from the date at the top of the page. Changes are published here at least 5 days before they apply and notified to the Ministry of Industry and Trade.',
      ],
    },
  ],
};
