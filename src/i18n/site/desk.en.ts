import type { DeepStrings } from '../types';
import type { deskVi } from './desk.vi';

export const deskEn: DeepStrings<typeof deskVi> = {
  pick: 'Book for a colleague',
  title: 'Book for a colleague (travel desk)',
  help: 'Choose the colleague you book for: search results show their travel policy, and the booking is theirs, paid with the company account.',
  current: 'You are booking for %{name}: search results show their travel policy.',
  search: 'Search colleagues',
  searchHelp: 'Name, e-mail, phone or employee id',
  loading: 'Loading…',
  none: 'No colleague matches',
  loadError: 'Could not load your colleagues. Please try again.',
  myself: 'Book for myself',
  close: 'Close',
};
