import { useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { DirectoryCorporateFragment } from '../../api/generated/admin';

const COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

export function CompanyStatusField() {
  const company = useRecordContext<DirectoryCorporateFragment>();
  const translate = useTranslate();
  if (!company) return null;
  const status = company.status as keyof typeof COLOR;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status] ?? 'default'}
      label={translate(`supportArea.corporateStatus.${status}`)}
    />
  );
}
