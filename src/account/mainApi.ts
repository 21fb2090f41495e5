import { graphqlRequest } from '../api/graphql';
import {
  HasNameDocument,
  HasPasswordDocument,
  UpdateProfileDocument,
  UpdateReferrerDocument,
} from '../api/generated/main';
import { patchProfile } from './store/sessionStore';

/** The main API calls of the account dialog (spec §7). */

export async function accountStatus(
  userName: string,
): Promise<{ hasName: boolean; hasPassword: boolean }> {
  const [name, password] = await Promise.all([
    graphqlRequest('main', HasNameDocument, { user_name: userName }),
    graphqlRequest('main', HasPasswordDocument, { user_name: userName }),
  ]);
  return { hasName: Boolean(name.has_name), hasPassword: Boolean(password.has_password) };
}

export async function hasPassword(userName: string): Promise<boolean> {
  const answer = await graphqlRequest('main', HasPasswordDocument, { user_name: userName });
  return Boolean(answer.has_password);
}

/** Saves the names and puts them in the session at once (the header and logout rule read them). */
export async function updateName(first_name: string, last_name: string) {
  const answer = await graphqlRequest('main', UpdateProfileDocument, {
    input: { first_name: first_name.trim(), last_name: last_name.trim() },
  });
  patchProfile({
    first_name: answer.updateProfile.first_name,
    last_name: answer.updateProfile.last_name,
  });
  return answer.updateProfile;
}

export async function updateReferrer(referralCode: string): Promise<void> {
  await graphqlRequest('main', UpdateReferrerDocument, { referral_code: referralCode.trim() });
}
