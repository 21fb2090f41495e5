import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { lazyView } from '../common/lazyView';
import type { ConsoleResource } from '../types';

/** Delegate policies (spec §3, §4): who may book for whom. The spec shows no URL for them. */
export const delegatePolicies: ConsoleResource = {
  kind: 'resource',
  name: 'delegate-policies',
  subject: 'delegate_policies',
  service: 'corporate',
  icon: SupervisorAccountOutlined,
  list: lazyView(() => import('./DelegatePolicyList'), 'DelegatePolicyList'),
  create: lazyView(() => import('./DelegatePolicyCreate'), 'DelegatePolicyCreate'),
  edit: lazyView(() => import('./DelegatePolicyEdit'), 'DelegatePolicyEdit'),
};
