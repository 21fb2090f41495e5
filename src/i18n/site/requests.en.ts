import type { DeepStrings } from '../types';
import type { requestsVi } from './requests.vi';

export const requestsEn: DeepStrings<typeof requestsVi> = {
  status: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    EXPIRED: 'Expired',
    CANCELLED: 'Cancelled',
    BOOKED: 'Booked',
  },
  mine: {
    title: 'My booking requests',
    intro: 'Trips you sent to your company’s approvers, and who has each request now.',
    empty: 'You have not sent any request.',
    signIn: 'Sign in to see your requests.',
    error: 'Could not load your requests.',
    retry: 'Try again',
    withApprover: 'Waiting for %{name}',
    deadline: 'Decision due: %{date}',
    decided: '%{name} decided at %{date}',
    comment: 'Comment: %{comment}',
    escalated: 'Escalated to the next approver',
    holdLapsed: 'The price was held until %{date}: it is priced again when the approver approves.',
    cancel: 'Cancel request',
    cancelled: 'Request cancelled.',
    price: 'Price: %{amount}',
  },
  sent: {
    title: 'Sent for approval',
    body: 'Your request was sent to %{name}.',
    by: 'The approver decides by %{date}; after that the request escalates.',
    mail: 'You will get an e-mail with the decision. Once approved, the company pays and the booking is made at once.',
    follow: 'Follow your requests',
    missing: 'This request was not found.',
  },
  send: {
    needs: 'This trip is outside the travel policy and needs approval before the company pays.',
    note: 'Note for the approver (optional)',
    action: 'Send for approval',
    working: 'Sending…',
  },
};
