import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Travel policy (/corporate/set-policy): every staff level with its policy, and the company's
 * reason codes; a level's policy is edited at /corporate/set-policy/<level id> (owner and
 * admins). Approvers read it; other roles are refused (list: docs/permissions.md).
 */
export const travelPolicy: ConsoleResource = {
  kind: 'resource',
  name: 'set-policy',
  subject: 'travel_policy',
  service: 'corporate',
  icon: PolicyOutlined,
  list: lazyPage(() => import('./TravelPolicyList'), 'TravelPolicyList'),
  edit: lazyPage(() => import('./TravelPolicyEdit'), 'TravelPolicyEdit'),
  recordRepresentation: 'level_name',
};
