import {
  DateField,
  Labeled,
  Show,
  TextField,
  useBasename,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DirectoryUserFragment } from '../../api/generated/admin';
import { ActForButton } from './ActForButton';
import { displayName } from './names';

function Corporates() {
  const person = useRecordContext<DirectoryUserFragment>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!person) return null;
  return (
    <Box component="section" aria-labelledby="person-corporates" sx={{ my: 2 }}>
      <Typography id="person-corporates" variant="h2" sx={{ fontSize: '1.15rem' }}>
        {translate('supportArea.corporates')}
      </Typography>
      {person.corporates.length === 0 ? (
        <Typography color="text.secondary">{translate('supportArea.noCorporates')}</Typography>
      ) : (
        <ul>
          {person.corporates.map((c) => (
            <li key={c.id}>
              <Link
                component={RouterLink}
                to={createPath({ resource: 'companies', id: c.id, type: 'show' })}
              >
                {c.display_name || c.company_name}
              </Link>{' '}
              ({translate(`supportArea.corporateStatus.${c.status}`)})
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

function PersonBody() {
  const person = useRecordContext<DirectoryUserFragment>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!person) return null;
  const auditLink = `${basename}/audit-log?filter=${encodeURIComponent(JSON.stringify({ user_id: person.id }))}`;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        {displayName(person)}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, my: 2 }}
      >
        <Labeled>
          <TextField source="email" emptyText="—" />
        </Labeled>
        <Labeled>
          <TextField source="national_phone_number" emptyText="—" />
        </Labeled>
        <Labeled>
          <TextField source="role" />
        </Labeled>
        <Labeled>
          <DateField source="inserted_at" />
        </Labeled>
      </Box>
      <Corporates />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ActForButton />
        <Button component={RouterLink} to={auditLink} variant="outlined">
          {translate('supportArea.audit.forPerson')}
        </Button>
      </Box>
    </Box>
  );
}

/** One person: contact, corporates, and the way to act for them or read their audit log. */
export function PersonShow() {
  return (
    <Show>
      <PersonBody />
    </Show>
  );
}
