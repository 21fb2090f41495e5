import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

/*
 * People pickers (approver, delegatee, delegator, cost-center staff): the corporate's staff
 * (`users`), asked of the server 20 at a time as the user types, active people only, in
 * Vietnamese name order (given name, then family name: server/db/people-search.ts). Each
 * choice shows the e-mail and department beside the name, so two people of one name differ.
 */

interface Person {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  department?: { name?: string | null } | null;
}

/** "Nguyễn Văn An" (family name first, as Vietnamese writes it), or the e-mail. */
export const personLabel = (person: Person | undefined | null) =>
  [person?.last_name, person?.first_name].filter(Boolean).join(' ') || person?.email || '';

/** What a ReferenceInput / ReferenceArrayInput of a people picker takes. */
export const PEOPLE_REFERENCE = {
  reference: 'users',
  perPage: 20,
  sort: { field: 'first_name', order: 'ASC' },
  filter: { active: true },
} as const;

/** A choice: the name, and under it the e-mail and department. */
export function PersonOption() {
  const person = useRecordContext<Person>();
  if (!person) return null;
  const details = [person.email, person.department?.name].filter(Boolean).join(' · ');
  return (
    <span>
      <Typography component="span" variant="body1" sx={{ display: 'block' }}>
        {personLabel(person)}
      </Typography>
      {details && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {details}
        </Typography>
      )}
    </span>
  );
}

/** What the AutocompleteInput / AutocompleteArrayInput of a people picker takes. */
export const personChoice = {
  optionText: <PersonOption />,
  inputText: personLabel,
  filterToQuery: (q: string) => ({ q }),
};
