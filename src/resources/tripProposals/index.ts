import FlightTakeoffOutlined from '@mui/icons-material/FlightTakeoffOutlined';
import { lazyPage } from '../../app/lazyPage';
import type { ConsoleResource } from '../types';

/**
 * Trip proposals (/corporate/trip-proposal; docs/trip-proposals.md): a booker offers a
 * traveller 2-3 flights or stays to compare, the traveller (or an approver) picks one. The
 * spec's /corporate/trip-proposal-detail reads one by `?id=`.
 */
export const tripProposals: ConsoleResource = {
  kind: 'resource',
  name: 'trip-proposal',
  subject: 'trip_proposals',
  service: 'trips',
  icon: FlightTakeoffOutlined,
  list: lazyPage(() => import('./ProposalList'), 'ProposalList'),
  show: lazyPage(() => import('./ProposalShow'), 'ProposalShow'),
  create: lazyPage(() => import('./ProposalCreate'), 'ProposalCreate'),
  recordRepresentation: 'title',
  aliases: [{ path: 'trip-proposal-detail', to: 'show' }],
};
