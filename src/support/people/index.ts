import PeopleIcon from '@mui/icons-material/People';
import { PeopleList } from './PeopleList';
import { PersonShow } from './PersonShow';

/** People (admin service users / user) and acting for one of them. */
export const people = {
  list: PeopleList,
  show: PersonShow,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
