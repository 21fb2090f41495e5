import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/** Departments (spec §3), at the spec's /corporate/department. */
export const departments: ConsoleResource = {
  kind: 'resource',
  name: 'department',
  subject: 'departments',
  service: 'corporate',
  icon: AccountTreeOutlined,
  list: lazyPage(() => import('./DepartmentList'), 'DepartmentList'),
  create: lazyPage(() => import('./DepartmentCreate'), 'DepartmentCreate'),
  edit: lazyPage(() => import('./DepartmentEdit'), 'DepartmentEdit'),
  recordRepresentation: 'name',
};
