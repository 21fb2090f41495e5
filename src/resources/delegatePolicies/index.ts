import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/** Delegate policies (spec §3, §4): who may book for whom. The spec shows no URL for them. */
export const delegatePolicies: ConsoleResource = {
  kind: 'resource',
  name: 'delegate-policies',
  subject: 'delegate_policies',
  service: 'corporate',
  icon: SupervisorAccountOutlined,
  list: lazyPage(() => import('./DelegatePolicyList'), 'DelegatePolicyList'),
  create: lazyPage(() => import('./DelegatePolicyCreate'), 'DelegatePolicyCreate'),
  edit: lazyPage(() => import('./DelegatePolicyEdit'), 'DelegatePolicyEdit'),
};
