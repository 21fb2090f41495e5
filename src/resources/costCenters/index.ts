import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { lazyPage } from '../../app/lazyPage';
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
  list: lazyPage(() => import('./CostCenterList'), 'CostCenterList'),
  show: lazyPage(() => import('./CostCenterShow'), 'CostCenterShow'),
  create: lazyPage(() => import('./CostCenterCreate'), 'CostCenterCreate'),
  edit: lazyPage(() => import('./CostCenterEdit'), 'CostCenterEdit'),
  recordRepresentation: 'name',
  aliases: [
    { path: 'create-cost-center', to: 'create' },
    { path: 'cost/detail', to: 'show' },
    { path: 'cost/edit', to: 'edit' },
  ],
};
