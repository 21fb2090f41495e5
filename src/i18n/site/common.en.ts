import type { DeepStrings } from '../types';
import type { commonVi } from './common.vi';

export const commonEn = {
  app: {
    brand: 'Wayfare',
    suiteName: 'Wayfare — Business Travel Suite',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    homeLink: 'Wayfare — home',
  },
  locales: {
    vi: 'Tiếng Việt',
    en: 'English',
  },
  header: {
    language: 'Language',
    currency: 'Currency: %{code}',
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
    signIn: 'Sign in',
    accountMenu: 'Account menu of %{name}',
    bookFor: 'Booking for: %{name}',
    bookForMenu: 'Book on behalf of someone',
    agentPick: 'Choose a traveller',
    agentMenu: 'Travellers you book for (travel agent)',
    agentNone: 'No traveller is linked to you yet',
    agentStop: 'Stop booking for them — book for myself',
    myself: 'Myself',
    acting: 'You are acting for %{name} (support), until %{time}',
    actingEnd: 'End',
    actingEndFailed: 'Could not end acting for them. Please try again.',
  },
  footer: {
    label: 'Footer links',
    company: 'Wayfare',
    policies: 'Policies',
    bookingRules: 'Changes and check-in',
    copyright: '© %{year} Wayfare',
  },
  home: {
    eyebrow: 'Bookings and business travel',
    title: 'Flights, hotels and business travel — all in one place',
    subtitle:
      'Wayfare lets you book flights and hotel rooms across Vietnam, and helps companies run their travel policy, approvals, expenses and invoices.',
    ctaCorporate: 'Discover the corporate programme',
    ctaConsole: 'Open the corporate console',
    featuresTitle: 'What Wayfare does for you',
    features: {
      booking: {
        title: 'Flights and hotels',
        body: 'Search and book flights and hotel rooms, then pay the way that suits you.',
      },
      policy: {
        title: 'Policy and approvals',
        body: 'Set travel policy for staff, departments and cost centers; approve booking requests.',
      },
      expenses: {
        title: 'Expenses, invoices and analysis',
        body: 'Follow trip expenses, invoices, reconciliation and travel spending analysis.',
      },
    },
  },
  notFound: {
    contract: 'Page Not Found: %{path}',
    hint: 'The address may be mistyped, or the page may have moved.',
    backHome: 'Back to home',
  },
  errorPage: {
    notFound: 'Page Not Found',
    serverError: 'Internal Server Error',
    code: 'Error code %{status}',
    notFoundHint: 'The address may be mistyped, or the page may have moved.',
    serverErrorHint: 'Something went wrong. Please try again in a few minutes.',
    backHome: 'Back to home',
  },
  config: {
    loading: 'Loading Wayfare…',
    errorTitle: 'Could not load the app configuration',
    errorBody:
      'The app did not receive its configuration from the server. Please check your connection and try again.',
    retry: 'Retry',
  },
  page: {
    loading: 'Loading page…',
  },
  errors: {
    notImplemented: 'This feature is not implemented yet (NOT_IMPLEMENTED).',
  },
  nav: {
    account: 'My account',
    tripsAndExpenses: 'Trips and expenses',
    backToTrips: 'Back to trips',
    bookingPolicies: 'Booking policies',
  },
  corporate: {
    title: 'Corporate console',
    menu: 'Corporate navigation',
    analysisTabs: 'Analysis sections',
  },
} satisfies DeepStrings<typeof commonVi>;
