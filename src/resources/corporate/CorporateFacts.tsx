import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A definition list of label → value, "Not set" for empty values. */
export function Facts({ items }: { items: ReadonlyArray<[label: string, value: ReactNode]> }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === ''
              ? translate('console.detail.notSet')
              : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const TEXT_FIELDS = [
  'company_name',
  'display_name',
  'company_tax_code',
  'legal_representative',
  'company_address',
  'company_email',
  'company_phone_number',
  'webhook_url',
] as const;

const SWITCHES = ['enforce_cost_center', 'enable_split_payment', 'is_enable_expense'] as const;

/** The company's details for members who may read but not change them. */
export function CorporateFacts({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.detail.fields.${field}`);
  const yesNo = (value: unknown) =>
    value == null ? null : translate(value ? 'console.detail.yes' : 'console.detail.no');
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.detail.readOnly')}
      </Typography>
      <Facts
        items={[
          ...TEXT_FIELDS.map((f): [string, ReactNode] => [label(f), record[f] as string | null]),
          [
            label('displaying_price'),
            record.displaying_price
              ? translate(`console.detail.displayingPrice.${record.displaying_price}`, {
                  _: record.displaying_price,
                })
              : null,
          ],
          ...SWITCHES.map((f): [string, ReactNode] => [label(f), yesNo(record[f])]),
        ]}
      />
    </Box>
  );
}
