import { graphqlRequest } from '../../api/graphql';
import { HttpError } from '../../api/httpError';
import {
  MembershipRankDocument,
  MembershipSpendDocument,
  type MembershipRankQuery,
} from '../../api/generated/main';
import {
  RankConfigurationsDocument,
  type RankConfigurationsQuery,
} from '../../api/generated/payments';

export type RankRow = RankConfigurationsQuery['rank_configurations'][number];
export type ProfileRank = NonNullable<MembershipRankQuery['profile']['rank']>;

/** The public price list (payments `rank_configurations`), lowest rank first. */
export async function fetchRanks(): Promise<RankRow[]> {
  const data = await graphqlRequest('payments', RankConfigurationsDocument);
  return [...data.rank_configurations].sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
}

export interface MemberProgress {
  rank: ProfileRank | null;
  /** Recorded spend, or null while the server keeps none yet (user_spend NOT_IMPLEMENTED). */
  spend: { amount: number; currency: string } | null;
}

/** The signed-in traveller's rank and, where the server records it, their spend. */
export async function fetchProgress(): Promise<MemberProgress> {
  const [profile, spend] = await Promise.all([
    graphqlRequest('main', MembershipRankDocument),
    graphqlRequest('main', MembershipSpendDocument, {}, { report: false }).then(
      (data) => data.user_spend,
      (error: unknown) => {
        if (error instanceof HttpError && error.body?.code === 'NOT_IMPLEMENTED') return null;
        throw error;
      },
    ),
  ]);
  return { rank: profile.profile.rank ?? null, spend };
}

/** The next rank above `spend`, and how much is left to reach it (integer minor units). */
export function nextRank(ranks: RankRow[], spend: number): { rank: RankRow; left: number } | null {
  const next = ranks.find((r) => (r.price ?? 0) > spend);
  return next ? { rank: next, left: (next.price ?? 0) - spend } : null;
}
