import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/** Members and their roles (spec §3 corporate member, §6 role order). No spec URL. */
export const members: ConsoleResource = {
  kind: 'resource',
  name: 'members',
  subject: 'members',
  service: 'corporate',
  icon: BadgeOutlined,
  list: lazyPage(() => import('./MemberList'), 'MemberList'),
  recordRepresentation: (record) =>
    [record.last_name, record.first_name].filter(Boolean).join(' ') || record.email,
};
