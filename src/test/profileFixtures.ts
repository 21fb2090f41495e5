import type { SessionProfileQuery } from '../api/generated/main';

export type SessionProfile = SessionProfileQuery['profile'];

/**
 * The session profile the main service answers for a signed-in traveller, Nguyễn Lan (spec §3
 * Profile, header fields); typed by the generated SessionProfile result.
 */
export function sessionProfile(patch: Partial<SessionProfile> = {}): SessionProfile {
  return {
    id: 'u1',
    role: 'USER',
    email: 'lan@example.com',
    first_name: 'Lan',
    last_name: 'Nguyễn',
    avatar: null,
    corporateRole: null,
    setting: { country_calling_code: '84', national_phone_number: null, locale: 'vi' },
    ...patch,
  };
}
