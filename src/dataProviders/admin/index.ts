import { createGraphqlDataProvider } from '../graphqlProvider';
import {
  AUDIT_LOG,
  COMPANIES,
  PEOPLE,
  auditHandlers,
  companyHandlers,
  peopleHandlers,
} from './directory';
import { TICKETS, ticketHandlers } from './tickets';

/**
 * The support area's data provider: the admin service's resources (docs/support.md). Only the
 * support console (src/support/, its own lazy chunk) imports it.
 */
export const adminDataProvider = createGraphqlDataProvider('admin', {
  [TICKETS]: ticketHandlers,
  [PEOPLE]: peopleHandlers,
  [COMPANIES]: companyHandlers,
  [AUDIT_LOG]: auditHandlers,
});
