import type { FieldError } from '../../api/fieldErrors';
import type { PassengerType, UpdateBookingDetailsInput } from '../../api/generated/payments';
import { isPhoneNumber } from '../../app/phoneRule';
import { flightOf, type CheckoutSession } from './checkoutApi';

/** One passenger as typed (strings, so nothing the traveller typed is ever changed). */
export interface PassengerValues {
  type: PassengerType;
  title: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  nationality_country_code: string;
  passport: string;
  passport_country_code: string;
  passport_expired: string;
  /** Extra baggage (kg of one of the fare's offers; '' for none), per direction. */
  departure_baggage: string;
  return_baggage: string;
}

export interface DetailsValues {
  contact_email: string;
  contact_phone: string;
  guest: string;
  request: string;
  passengers: PassengerValues[];
}

const blankPassenger = (type: PassengerType): PassengerValues => ({
  type,
  title: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
  nationality_country_code: 'VN',
  passport: '',
  passport_country_code: '',
  passport_expired: '',
  departure_baggage: '',
  return_baggage: '',
});

const PASSPORT_NAME = /^[A-Za-z][A-Za-z '-]*$/;

type Traveller = NonNullable<CheckoutSession['traveller']>;

/** The first adult, pre-filled with what is known of the traveller (names as on a passport). */
function travellerPassenger(traveller: Traveller): PassengerValues {
  const name = (v: string | null | undefined) => (v && PASSPORT_NAME.test(v) ? v : '');
  return {
    ...blankPassenger('ADULT'),
    title: traveller.title ?? '',
    first_name: name(traveller.first_name),
    last_name: name(traveller.last_name),
    date_of_birth: traveller.date_of_birth ?? '',
    nationality_country_code: traveller.nationality_country_code ?? 'VN',
    passport: traveller.passport ?? '',
    passport_country_code: traveller.passport_country_code ?? '',
    passport_expired: traveller.passport_expired ?? '',
  };
}

/** The lead guest of a stay: the traveller, "Last First". */
const guestName = (traveller: Traveller | null) =>
  traveller ? [traveller.last_name, traveller.first_name].filter(Boolean).join(' ') : '';

/**
 * What the session already holds, else the traveller's details (the cart's `traveller`: the
 * person booked for, never an agent or delegate who books) and empty passengers for the rest of
 * the party. `profile` (the signed-in user) only stands in when the session names no traveller.
 */
export function initialDetails(
  session: CheckoutSession,
  profile: { email?: string | null; phone?: string | null } | null,
): DetailsValues {
  const note = session.booking_note;
  const traveller = session.traveller ?? null;
  const contact = traveller
    ? { email: traveller.email, phone: traveller.phone }
    : { email: profile?.email, phone: profile?.phone };
  const flight = flightOf(session);
  const party = (session.shopping_items[0]?.metadata as { party?: Record<string, number> })?.party;
  const saved = flight?.passengers ?? [];
  const passengers: PassengerValues[] = saved.length
    ? saved.map((p) => ({
        type: p.type,
        title: p.title ?? '',
        first_name: p.first_name,
        last_name: p.last_name,
        date_of_birth: p.date_of_birth ?? '',
        nationality_country_code: p.nationality_country_code ?? '',
        passport: p.passport ?? '',
        passport_country_code: p.passport_country_code ?? '',
        passport_expired: p.passport_expired ?? '',
        departure_baggage: String(p.departure_baggages?.[0]?.value ?? ''),
        return_baggage: String(p.return_baggages?.[0]?.value ?? ''),
      }))
    : flight
      ? [
          ...Array.from({ length: party?.n_o_a ?? 1 }, (_, i) =>
            i === 0 && traveller ? travellerPassenger(traveller) : blankPassenger('ADULT'),
          ),
          ...Array.from({ length: party?.n_o_c ?? 0 }, () => blankPassenger('CHILD')),
          ...Array.from({ length: party?.n_o_i ?? 0 }, () => blankPassenger('INFANT')),
        ]
      : [];
  return {
    contact_email: note?.email ?? contact.email ?? '',
    contact_phone: note?.phone ?? contact.phone ?? '',
    guest: flight ? '' : (note?.guest ?? guestName(traveller)),
    request: note?.request ?? '',
    passengers,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's own checks (the server checks again, and checks ages and passports); async only
 * because the phone rule is fetched when first used (src/app/phoneRule.ts).
 */
export async function checkDetails(
  values: DetailsValues,
  isFlight: boolean,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const add = (field: string, rule: string) => errors.push({ field, rule, message: rule });
  if (!values.contact_email.trim()) add('contact_email', 'required');
  else if (!EMAIL.test(values.contact_email.trim())) add('contact_email', 'email');
  const phone = values.contact_phone.replace(/[\s.()-]/g, '');
  if (!phone) add('contact_phone', 'required');
  else if (!(await isPhoneNumber(phone))) add('contact_phone', 'phone');
  if (!isFlight && !values.guest.trim()) add('guest', 'required');
  if (values.request.length > 500) add('request', 'too_big');
  values.passengers.forEach((p, i) => {
    for (const name of ['last_name', 'first_name'] as const) {
      const v = p[name].trim();
      if (!v) add(`passengers.${i}.${name}`, 'required');
      else if (!PASSPORT_NAME.test(v)) add(`passengers.${i}.${name}`, 'passport_name');
    }
    if (!p.date_of_birth) add(`passengers.${i}.date_of_birth`, 'required');
    else if (!DATE.test(p.date_of_birth)) add(`passengers.${i}.date_of_birth`, 'date');
    if (p.passport_expired && !DATE.test(p.passport_expired)) {
      add(`passengers.${i}.passport_expired`, 'date');
    }
  });
  return errors;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

export function toInput(
  sessionId: string,
  values: DetailsValues,
  isFlight: boolean,
): UpdateBookingDetailsInput {
  return {
    payment_checkout_session_id: sessionId,
    contact_email: values.contact_email.trim(),
    contact_phone: values.contact_phone.trim(),
    ...(isFlight
      ? {
          passengers: values.passengers.map((p) => ({
            type: p.type,
            title: orNull(p.title),
            first_name: p.first_name.trim(),
            last_name: p.last_name.trim(),
            date_of_birth: p.date_of_birth,
            nationality_country_code: orNull(p.nationality_country_code),
            passport: orNull(p.passport),
            passport_country_code: orNull(p.passport_country_code),
            passport_expired: orNull(p.passport_expired),
            departure_baggage: Number(p.departure_baggage) || 0,
            return_baggage: Number(p.return_baggage) || 0,
          })),
        }
      : { guest: values.guest.trim(), request: orNull(values.request) }),
  };
}

/** Field path → the first error's rule. */
export function errorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const e of errors) if (!(e.field in map)) map[e.field] = e.rule;
  return map;
}
