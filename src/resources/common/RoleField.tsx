import { useRecordContext, useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import { roleOrder } from '../../../common/permissions/corporate';

/** The record's corporate role as a chip with its name (console.roles.*), owner most marked. */
export function RoleField({ source = 'role' }: { source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const role = record?.[source] as string | undefined;
  if (!role) return null;
  return (
    <Chip
      size="small"
      label={translate(`console.roles.${role}`, { _: role })}
      color={roleOrder(role) <= 2 ? 'primary' : 'default'}
      variant={roleOrder(role) === 1 ? 'filled' : 'outlined'}
    />
  );
}
