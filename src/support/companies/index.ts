import BusinessIcon from '@mui/icons-material/Business';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';

/** Corporates (admin service corporates / corporate) and registration decisions. */
export const companies = {
  list: CompanyList,
  show: CompanyShow,
  icon: BusinessIcon,
  recordRepresentation: 'company_name',
};
