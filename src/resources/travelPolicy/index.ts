import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import type { ConsoleResource } from '../types';

/** Travel policy (/corporate/set-policy): the approvals issue builds it. */
export const travelPolicy: ConsoleResource = {
  kind: 'resource',
  name: 'set-policy',
  subject: 'travel_policy',
  service: 'corporate',
  icon: PolicyOutlined,
};
