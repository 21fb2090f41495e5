import { useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import type { DirectoryCorporateFragment } from '../../api/generated/admin';

export function CompanyStatusField() {
  const company = useRecordContext<DirectoryCorporateFragment>();
  const translate = useTranslate();
  if (!company) return null;
  const status = company.status;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`supportArea.corporateStatus.${status}`)}
    />
  );
}
