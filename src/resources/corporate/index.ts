import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsolePage } from '../types';

/**
 * The company's details (/corporate/detail): one record, the user's own corporate, so a page
 * rather than a list. Everyone in the corporate may read it; owner and admin edit it.
 */
export const corporateDetail: ConsolePage = {
  kind: 'page',
  name: 'detail',
  path: 'detail',
  subject: 'corporate',
  action: 'show',
  icon: BusinessOutlined,
  menu: true,
  element: lazyPage(() => import('./CorporateDetailPage'), 'CorporateDetailPage'),
};
