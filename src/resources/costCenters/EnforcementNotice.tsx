import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';

/**
 * Whether the corporate makes every booking name a cost center (`enforce_cost_center`), read
 * only: it is switched on the company's details page (update_corporate). Nothing while loading
 * or when it cannot be read (the list itself shows the error).
 */
export function EnforcementNotice() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data } = useQuery({
    queryKey: ['cost-center', 'getEnforcement'],
    queryFn: () =>
      dataProvider.getEnforcement('cost-center') as Promise<{
        data: { enforce_cost_center: boolean };
      }>,
  });
  if (!data) return null;
  const on = data.data.enforce_cost_center;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={on ? 'primary' : 'default'}
      label={translate(on ? 'console.costCenters.enforced' : 'console.costCenters.notEnforced')}
      title={translate('console.costCenters.enforcementHelp')}
    />
  );
}
