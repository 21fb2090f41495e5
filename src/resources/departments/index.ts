import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { lazyView } from '../common/lazyView';
import type { ConsoleResource } from '../types';

/** Departments (spec §3), at the spec's /corporate/department. */
export const departments: ConsoleResource = {
  kind: 'resource',
  name: 'department',
  subject: 'departments',
  service: 'corporate',
  icon: AccountTreeOutlined,
  list: lazyView(() => import('./DepartmentList'), 'DepartmentList'),
  create: lazyView(() => import('./DepartmentCreate'), 'DepartmentCreate'),
  edit: lazyView(() => import('./DepartmentEdit'), 'DepartmentEdit'),
  recordRepresentation: 'name',
};
