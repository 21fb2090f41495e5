import './catalogue';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestFrame } from '../../test/TestFrame';
import { testConfig } from '../../test/fixtures';
import type { Locale } from '../../i18n/types';
import type { CheckoutSession } from './checkoutApi';
import { DetailsSummary } from './DetailsSummary';

// The saved details as the traveller reads them: a birth date is a date in their language, not
// the stored '1988-05-10'.
const session = {
  booking_note: { email: 'lan@mail.example', phone: '+84912345678' },
  shopping_items: [
    {
      product: {
        __typename: 'FlightBooking',
        passengers: [{ last_name: 'Nguyễn', first_name: 'Lan', date_of_birth: '1988-05-10' }],
      },
    },
  ],
} as unknown as CheckoutSession;

function show(locale: Locale) {
  render(
    <TestFrame path="/checkout/flight" locale={locale} config={testConfig}>
      <DetailsSummary session={session} onEdit={() => {}} />
    </TestFrame>,
  );
}

describe('DetailsSummary', () => {
  it('writes each passenger’s birth date in the reader’s language', () => {
    show('en');
    expect(screen.getByText('Nguyễn Lan · May 10, 1988')).toBeInTheDocument();
  });

  it('in Vietnamese too', () => {
    show('vi');
    expect(screen.getByText('Nguyễn Lan · 10 thg 5, 1988')).toBeInTheDocument();
  });
});
