import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Staff of the corporate (spec §3 corporate staff), at the spec's /corporate/users. The record
 * id is the staff member's user id: every staff operation (corporate_staff,
 * update_corporate_staff) is keyed by corporate and user.
 */
export const staff: ConsoleResource = {
  kind: 'resource',
  name: 'users',
  subject: 'staff',
  service: 'corporate',
  icon: PeopleOutlined,
  list: lazyPage(() => import('./StaffList'), 'StaffList'),
  create: lazyPage(() => import('./StaffCreate'), 'StaffCreate'),
  edit: lazyPage(() => import('./StaffEdit'), 'StaffEdit'),
  recordRepresentation: (record) =>
    [record.last_name, record.first_name].filter(Boolean).join(' ') || record.email,
};
