import { costCenters } from '../../resources/costCenters';
import { delegatePolicies } from '../../resources/delegatePolicies';
import { departments } from '../../resources/departments';
import { levels } from '../../resources/levels';
import { members } from '../../resources/members';
import { staff } from '../../resources/staff';
import { createGraphqlDataProvider, type ResourceHandlers } from '../graphqlProvider';
import { costCenterHandlers } from './costCenters';
import { delegatePolicyHandlers } from './delegatePolicies';
import { departmentHandlers } from './departments';
import { levelHandlers } from './levels';
import { memberHandlers } from './members';
import {
  contactHandlers,
  corporateDetailHandlers,
  creditRequestHandlers,
  registrationHandlers,
} from './profile';
import { staffHandlers } from './staff';

/** The corporate service's table: resource → handlers. */
export const CORPORATE_RESOURCES: Record<string, ResourceHandlers> = {
  [staff.name]: staffHandlers,
  [departments.name]: departmentHandlers,
  [delegatePolicies.name]: delegatePolicyHandlers,
  [members.name]: memberHandlers,
  [levels.name]: levelHandlers,
  [costCenters.name]: costCenterHandlers,
};

/**
 * Records of the corporate's own pages (not resources of the registry): the company's details,
 * a registration, the credit request and the registration page's contact form.
 */
export const CORPORATE_PAGE_RECORDS: Record<string, ResourceHandlers> = {
  detail: corporateDetailHandlers,
  register: registrationHandlers,
  'credit-request': creditRequestHandlers,
  contact: contactHandlers,
};

export const corporateDataProvider = createGraphqlDataProvider('corporate', {
  ...CORPORATE_RESOURCES,
  ...CORPORATE_PAGE_RECORDS,
});
