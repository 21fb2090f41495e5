import FlightTakeoffOutlined from '@mui/icons-material/FlightTakeoffOutlined';
import type { ConsoleResource } from '../types';

/** Trip proposals (/corporate/trip-proposal, detail by `?id=`): the trips issue builds it. */
export const tripProposals: ConsoleResource = {
  kind: 'resource',
  name: 'trip-proposal',
  subject: 'trip_proposals',
  service: 'trips',
  icon: FlightTakeoffOutlined,
  aliases: [{ path: 'trip-proposal-detail', to: 'show' }],
};
