/** Spec §4: the logout timer applies when the account has no first name. */
export function lacksFirstName(
  profile: { first_name?: string | null } | null | undefined,
): boolean {
  return !profile?.first_name?.trim();
}
