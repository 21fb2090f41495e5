import { Labeled, Show, TextField, useRecordContext } from 'react-admin';
import { LocaleDateField } from '../../resources/common/formats';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DirectoryCorporateFragment } from '../../api/generated/admin';
import { CompanyStatusField } from './CompanyStatusField';
import { DecisionButtons } from './DecisionButtons';

const FIELDS = [
  'company_tax_code',
  'company_email',
  'company_phone_number',
  'company_address',
  'legal_representative',
  'owner.email',
] as const;

function CompanyBody() {
  const company = useRecordContext<DirectoryCorporateFragment>();
  if (!company) return null;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        {company.display_name || company.company_name}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, my: 2 }}
      >
        <Labeled source="status">
          <CompanyStatusField />
        </Labeled>
        <Labeled>
          <TextField source="company_name" />
        </Labeled>
        {FIELDS.map((source) => (
          <Labeled
            key={source}
            label={source === 'owner.email' ? 'resources.companies.fields.owner' : undefined}
          >
            <TextField source={source} emptyText="—" />
          </Labeled>
        ))}
        <Labeled>
          <LocaleDateField source="inserted_at" showTime />
        </Labeled>
        {company.approved_at && (
          <Labeled>
            <LocaleDateField source="approved_at" showTime />
          </Labeled>
        )}
        {company.rejected_at && (
          <Labeled>
            <TextField source="rejection_reason" />
          </Labeled>
        )}
      </Box>
      <DecisionButtons />
    </Box>
  );
}

/** One corporate and, while PENDING, the registration decision. */
export function CompanyShow() {
  return (
    <Show>
      <CompanyBody />
    </Show>
  );
}
