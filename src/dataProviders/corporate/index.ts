import { costCenters } from '../../resources/costCenters';
import { delegatePolicies } from '../../resources/delegatePolicies';
import { departments } from '../../resources/departments';
import { levels } from '../../resources/levels';
import { members } from '../../resources/members';
import { staff } from '../../resources/staff';
import { createGraphqlDataProvider, lazyHandlers, type LazyHandlers } from '../graphqlProvider';

/*
 * The corporate service's table: resource → handlers, each in its own chunk loaded on the
 * resource's first call (the console's first load carries none: docs/decisions.md, "Console
 * bundle"). The custom methods each chunk defines are named here.
 */
export const CORPORATE_RESOURCES: Record<string, LazyHandlers> = {
  [staff.name]: lazyHandlers(
    () => import('./staff').then((m) => m.staffHandlers),
    [
      'checkEmail',
      'previewImport',
      'confirmImport',
      'exportFile',
      'getAll',
      'resendInvitation',
      'cancelInvitation',
    ],
  ),
  [departments.name]: lazyHandlers(() => import('./departments').then((m) => m.departmentHandlers)),
  [delegatePolicies.name]: lazyHandlers(() =>
    import('./delegatePolicies').then((m) => m.delegatePolicyHandlers),
  ),
  [members.name]: lazyHandlers(() => import('./members').then((m) => m.memberHandlers)),
  [levels.name]: lazyHandlers(() => import('./levels').then((m) => m.levelHandlers)),
  [costCenters.name]: lazyHandlers(
    () => import('./costCenters').then((m) => m.costCenterHandlers),
    ['getEnforcement'],
  ),
};

/**
 * Records of the corporate's own pages (not resources of the registry): the company's details,
 * a registration, the credit request and the registration page's contact form.
 */
export const CORPORATE_PAGE_RECORDS: Record<string, LazyHandlers> = {
  detail: lazyHandlers(() => import('./profile').then((m) => m.corporateDetailHandlers)),
  register: lazyHandlers(() => import('./profile').then((m) => m.registrationHandlers)),
  'credit-request': lazyHandlers(() => import('./profile').then((m) => m.creditRequestHandlers)),
  contact: lazyHandlers(
    () => import('./profile').then((m) => m.contactHandlers),
    ['notifyContact'],
  ),
};

export const corporateDataProvider = createGraphqlDataProvider('corporate', {
  ...CORPORATE_RESOURCES,
  ...CORPORATE_PAGE_RECORDS,
});
