import { graphqlRequest } from '../../api/graphql';
import {
  AccountProfileDocument,
  UpdateEmailDocument,
  UpdatePhoneNumberDocument,
  UpdateUserSettingDocument,
  type AccountProfileFieldsFragment,
  type UpdateUserSettingInput,
} from '../../api/generated/main';
import { DEFAULT_COUNTRY_CODE, toWirePhone } from '../phone';

export type AccountProfile = AccountProfileFieldsFragment;

/** The calls of /account/profile (main API, spec §7). */
export async function fetchAccountProfile(): Promise<AccountProfile> {
  const answer = await graphqlRequest('main', AccountProfileDocument);
  return answer.profile;
}

export async function updateUserSetting(input: UpdateUserSettingInput) {
  const answer = await graphqlRequest('main', UpdateUserSettingDocument, { input });
  return answer.update_user_setting;
}

/** `token` is the one-time-code flow token the code was requested with. */
export async function updateEmail(
  email: string,
  code: string,
  token: string,
): Promise<AccountProfile> {
  const answer = await graphqlRequest('main', UpdateEmailDocument, {
    input: { email: email.trim().toLowerCase(), code, token },
  });
  return answer.update_email;
}

/** The number typed with the +84 prefix, as country code and national number. */
export function splitPhone(input: string): { country_calling_code: string; national: string } {
  const wire = toWirePhone(input);
  return {
    country_calling_code: DEFAULT_COUNTRY_CODE,
    national: wire.slice(DEFAULT_COUNTRY_CODE.length),
  };
}

export async function updatePhoneNumber(
  input: string,
  code: string,
  token: string,
): Promise<AccountProfile> {
  const { country_calling_code, national } = splitPhone(input);
  const answer = await graphqlRequest('main', UpdatePhoneNumberDocument, {
    input: { country_calling_code, national_phone_number: national, code, token },
  });
  return answer.update_phone_number;
}
