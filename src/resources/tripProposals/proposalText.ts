import type { TripProposalFieldsFragment } from '../../api/generated/trips';

export type TripProposal = TripProposalFieldsFragment;
export type TripProposalOption = TripProposal['options'][number];

/** `console.proposals.<key>` (src/i18n/console.proposals.{vi,en}.ts). */
export const proposalText = (key: string) => `console.proposals.${key}`;

export const PROPOSAL_STATUSES = ['OPEN', 'PICKED', 'CANCELLED'];

/** Instants as Vietnam's wall clock (the company's calendar). */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
};

export const statusColor = (status: string) =>
  status === 'OPEN' ? 'warning' : status === 'PICKED' ? 'success' : 'default';

export const verdictColor = (verdict: string | null | undefined) =>
  !verdict || verdict === 'IN_POLICY' ? 'success' : verdict === 'BLOCK' ? 'error' : 'warning';
