import type { CreateCorporateRequestInput } from '../../api/generated/corporate';

// Apart from the profile's queries (./profile): the registration screen reads it too, and
// importing it from there would bring the data provider (Apollo) into the screen's chunks.
/** The company fields a registration sends (create_corporate_request). */
export const REGISTRATION_FIELDS = [
  'company_name',
  'display_name',
  'company_address',
  'company_email',
  'company_phone_number',
  'company_tax_code',
  'legal_representative',
  'referral_code',
] as const satisfies ReadonlyArray<keyof CreateCorporateRequestInput>;
