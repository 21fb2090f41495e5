import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { lazyView } from '../common/lazyView';
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
  list: lazyView(() => import('./StaffList'), 'StaffList'),
  create: lazyView(() => import('./StaffCreate'), 'StaffCreate'),
  edit: lazyView(() => import('./StaffEdit'), 'StaffEdit'),
  recordRepresentation: (record) =>
    [record.last_name, record.first_name].filter(Boolean).join(' ') || record.email,
};
