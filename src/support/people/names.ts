/** A person's name as Vietnamese write it (family name first), or their e-mail. */
export function displayName(person: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  return [person.last_name, person.first_name].filter(Boolean).join(' ') || person.email || '—';
}
