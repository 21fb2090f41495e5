import {
  CancelTripProposalDocument,
  CreateTripProposalDocument,
  PickTripProposalOptionDocument,
  TripProposalDocument,
  TripProposalsDocument,
  type CreateTripProposalInput,
  type TripProposalStatus,
} from '../../api/generated/trips';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset } from '../paging';

const STATUSES = ['OPEN', 'PICKED', 'CANCELLED'];

/**
 * Trip proposals (docs/graphql-contract.md "Trips: proposals"): the list by status, one
 * proposal with its options, create, and pick / cancel as custom methods. The trips service
 * scopes every call to the caller's company itself (no corporate id to pass).
 */
export const tripProposalQueries: ResourceQueries<undefined> = {
  getList: (params) => {
    const status = String(params.filter?.status ?? '');
    const { limit, offset } = limitOffset(params.pagination);
    return call(
      TripProposalsDocument,
      {
        input: {
          status: STATUSES.includes(status) ? (status as TripProposalStatus) : null,
          page: Math.floor(offset / limit) + 1,
          limit,
        },
      },
      (data) => ({ data: data.trip_proposals.entries, total: data.trip_proposals.total_count }),
    );
  },
  getOne: ({ id }) =>
    call(TripProposalDocument, { id: String(id) }, (data) => ({ data: data.trip_proposal })),
  create: ({ data }) =>
    call(CreateTripProposalDocument, { input: data as CreateTripProposalInput }, (out) => ({
      data: out.create_trip_proposal,
    })),
  custom: {
    async pickOption(params, { query }) {
      const data = await query(PickTripProposalOptionDocument, {
        id: String(params.id),
        option_id: String(params.option_id),
      });
      return { data: data.pick_trip_proposal_option };
    },
    async cancelProposal(params, { query }) {
      const data = await query(CancelTripProposalDocument, { id: String(params.id) });
      return { data: data.cancel_trip_proposal };
    },
  },
};
