import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import { lazyView } from '../common/lazyView';
import type { ConsoleResource } from '../types';

/** Corporate levels (staff grades; the policy of a level is the approvals issue's). */
export const levels: ConsoleResource = {
  kind: 'resource',
  name: 'levels',
  subject: 'levels',
  service: 'corporate',
  icon: MilitaryTechOutlined,
  list: lazyView(() => import('./LevelList'), 'LevelList'),
  create: lazyView(() => import('./LevelCreate'), 'LevelCreate'),
  recordRepresentation: 'name',
};
