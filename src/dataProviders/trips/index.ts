import { tripProposals } from '../../resources/tripProposals';
import { lazyQueries, type LazyQueries } from '../graphqlProvider';

/** The trips service's console resources, each in its own chunk (like the corporate table). */
export const TRIPS_RESOURCES: Record<string, LazyQueries<undefined>> = {
  [tripProposals.name]: lazyQueries(
    () => import('./proposals').then((m) => m.tripProposalQueries),
    { custom: ['pickOption', 'cancelProposal'] },
  ),
};
