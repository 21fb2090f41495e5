import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import type { ConsoleResource } from '../types';

/** Departments (spec §3), at the spec's /corporate/department. */
export const departments: ConsoleResource = {
  kind: 'resource',
  name: 'department',
  subject: 'departments',
  service: 'corporate',
  icon: AccountTreeOutlined,
  recordRepresentation: 'name',
};
