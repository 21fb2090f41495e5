import { loadCorporate } from '../../account/store/corporateStore';
import { HttpError } from '../../api/httpError';

/**
 * The corporate every console call is about: the signed-in user's (the corporate query, loaded
 * once and shared with the permissions). Not a member: 403, as the server would answer.
 */
export async function corporateId(): Promise<string> {
  const corporate = await loadCorporate();
  if (!corporate) {
    throw new HttpError('You are not a member of a corporate.', 403, { code: 'FORBIDDEN' });
  }
  return corporate.id;
}
