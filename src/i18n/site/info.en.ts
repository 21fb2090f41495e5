import type { DeepStrings } from '../types';
import type { infoVi } from './info.vi';

export const infoEn = {
  about: {
    intro:
      'Wayfare is a flight and hotel booking and business travel management app for individual travellers and companies in Vietnam.',
    body: 'Travellers search and book flights and hotels; companies manage their staff, travel policy, approvals, expenses and invoices in one place.',
  },
  contact: {
    intro: 'This page is for getting in touch with the Wayfare team.',
    body: 'The contact form is being built.',
  },
  complaint: {
    intro: 'This page is for filing a complaint about our service or about a booking.',
    body: 'The complaint form is being built.',
  },
  privacyPolicy: {
    intro: 'This page describes how Wayfare collects, uses and protects your personal data.',
    body: 'The full text of the policy is being written.',
  },
  termsOfUse: {
    intro: 'This page sets out the terms that apply when you use Wayfare.',
    body: 'The full text of the terms is being written.',
  },
  rules: {
    intro:
      "This page sets out the platform's operating rules: the rights and obligations of everyone who takes part.",
    body: 'The full text of the rules is being written.',
  },
  membership: {
    intro: 'This page presents the membership programme: points, ranks, offers and vouchers.',
    body: 'The details of member benefits are being written.',
  },
  corporateProgram: {
    intro:
      'This page presents the programme for companies: staff, departments, cost centers, travel policy and approvals.',
    body: 'Companies follow their bookings, expenses, invoices and reconciliation in the corporate console.',
  },
  paymentMethod: {
    intro: 'This page presents the payment methods you can use when booking.',
    body: 'The list of payment methods and step-by-step guides are being written.',
  },
  amendment: {
    intro: 'This page sets out the general principles for changing and cancelling bookings.',
    body: 'Exact conditions depend on each airline, hotel and fare.',
  },
  flightAmendment: {
    intro: 'This page explains how to change the date or route of a flight, or cancel it.',
    body: 'Change conditions and fees are set by each airline and fare class.',
  },
  hotelAmendment: {
    intro: 'This page explains how to change or cancel a hotel booking.',
    body: 'Change and cancellation conditions are set by each hotel and rate plan.',
  },
  checkInPolicy: {
    intro: 'This page gathers what to know when checking in for a flight or at a hotel.',
    body: 'See the flight check-in policy and the hotel check-in policy for details.',
  },
  flightCheckInPolicy: {
    intro: 'This page explains what to know when checking in for a flight.',
    body: 'Check-in times, identity documents and baggage rules are set by each airline.',
  },
  hotelCheckInPolicy: {
    intro: 'This page explains what to know when checking in and out of a hotel.',
    body: 'Check-in and check-out times and the documents to present are set by each hotel.',
  },
} satisfies DeepStrings<typeof infoVi>;
