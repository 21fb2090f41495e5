import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/** Corporate levels (staff grades; the policy of a level is the approvals issue's). */
export const levels: ConsoleResource = {
  kind: 'resource',
  name: 'levels',
  subject: 'levels',
  service: 'corporate',
  icon: MilitaryTechOutlined,
  list: lazyPage(() => import('./LevelList'), 'LevelList'),
  create: lazyPage(() => import('./LevelCreate'), 'LevelCreate'),
  recordRepresentation: 'name',
};
