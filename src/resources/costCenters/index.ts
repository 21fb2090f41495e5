import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { lazyView } from '../common/lazyView';
import type { ConsoleResource } from '../types';

/**
 * Cost centers and their budgets, at the spec's /corporate/cost-center; the spec's create,
 * detail and edit URLs lead to react-admin's routes of the same resource.
 */
export const costCenters: ConsoleResource = {
  kind: 'resource',
  name: 'cost-center',
  subject: 'cost_centers',
  service: 'corporate',
  icon: SavingsOutlined,
  list: lazyView(() => import('./CostCenterList'), 'CostCenterList'),
  show: lazyView(() => import('./CostCenterShow'), 'CostCenterShow'),
  create: lazyView(() => import('./CostCenterCreate'), 'CostCenterCreate'),
  edit: lazyView(() => import('./CostCenterEdit'), 'CostCenterEdit'),
  recordRepresentation: 'name',
  aliases: [
    { path: 'create-cost-center', to: 'create' },
    { path: 'cost/detail', to: 'show' },
    { path: 'cost/edit', to: 'edit' },
  ],
};
