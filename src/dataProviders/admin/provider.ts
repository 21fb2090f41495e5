import { createGraphqlDataProvider } from '../graphqlProvider';
import { BANK_CREDITS, bankCreditQueries } from './bank-credits';
import {
  AUDIT_LOG,
  COMPANIES,
  PEOPLE,
  auditQueries,
  companyQueries,
  peopleQueries,
} from './directory';
import { TICKETS, ticketQueries } from './tickets';

/**
 * The support area's data provider: the admin service's resources (docs/support.md). Only the
 * support console (src/support/, its own lazy chunk) imports it.
 */
export const adminDataProvider = createGraphqlDataProvider('admin', {
  [TICKETS]: ticketQueries,
  [PEOPLE]: peopleQueries,
  [COMPANIES]: companyQueries,
  [AUDIT_LOG]: auditQueries,
  [BANK_CREDITS]: bankCreditQueries,
});
