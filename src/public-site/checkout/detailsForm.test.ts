import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from './checkoutApi';
import { initialDetails } from './detailsForm';

/** Just what initialDetails reads of a session (the rest is irrelevant here). */
const session = (over: {
  flight?: boolean;
  traveller?: CheckoutSession['traveller'];
  note?: CheckoutSession['booking_note'];
}) =>
  ({
    booking_note: over.note ?? null,
    traveller: over.traveller ?? null,
    shopping_items: [
      {
        metadata: { party: { n_o_a: 2, n_o_c: 0, n_o_i: 0 } },
        product: over.flight
          ? { __typename: 'FlightBooking', passengers: [] }
          : { __typename: 'RoomType' },
      },
    ],
  }) as unknown as CheckoutSession;

const lan = {
  id: 'lan',
  first_name: 'Lan',
  last_name: 'Pham',
  email: 'lan@travel.example',
  phone: '0987654321',
  title: 'MS',
  date_of_birth: '1990-04-12',
  nationality_country_code: 'VN',
  passport: 'B1234567',
  passport_country_code: 'VN',
  passport_expired: '2031-01-01',
} as NonNullable<CheckoutSession['traveller']>;

const booker = { email: 'agent@travel.example', phone: '0911111111' };

describe('checkout pre-fills the traveller’s details, not the booker’s', () => {
  it('a flight: the traveller’s contact, and the first adult as the traveller', () => {
    const values = initialDetails(session({ flight: true, traveller: lan }), booker);
    expect(values.contact_email).toBe('lan@travel.example');
    expect(values.contact_phone).toBe('0987654321');
    expect(values.passengers[0]).toMatchObject({
      type: 'ADULT',
      first_name: 'Lan',
      last_name: 'Pham',
      date_of_birth: '1990-04-12',
      passport: 'B1234567',
      passport_expired: '2031-01-01',
    });
    // The other adult is left for the booker to type.
    expect(values.passengers[1]).toMatchObject({ first_name: '', last_name: '' });
  });

  it('a stay: the traveller as the lead guest', () => {
    const values = initialDetails(session({ traveller: lan }), booker);
    expect(values).toMatchObject({ contact_email: 'lan@travel.example', guest: 'Pham Lan' });
  });

  it('names not written as in a passport are left to type; what was saved wins', () => {
    const viet = { ...lan, first_name: 'Thanh Tâm', last_name: 'Ngô' };
    expect(
      initialDetails(session({ flight: true, traveller: viet }), booker).passengers[0],
    ).toMatchObject({ first_name: '', last_name: '' });
    const note = { email: 'typed@x.example', phone: '0900000000', guest: 'Typed', request: null };
    expect(initialDetails(session({ traveller: lan, note }), booker)).toMatchObject({
      contact_email: 'typed@x.example',
      guest: 'Typed',
    });
  });

  it('without a traveller on the session, the signed-in profile stands in', () => {
    expect(initialDetails(session({}), booker).contact_email).toBe('agent@travel.example');
  });
});
