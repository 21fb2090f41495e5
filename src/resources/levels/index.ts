import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import type { ConsoleResource } from '../types';

/** Corporate levels (staff grades; the policy of a level is the approvals issue's). */
export const levels: ConsoleResource = {
  kind: 'resource',
  name: 'levels',
  subject: 'levels',
  service: 'corporate',
  icon: MilitaryTechOutlined,
  recordRepresentation: 'name',
};
