// The layouts AppRoutes loads lazily, in one chunk: `/` needs none of them.
export { AccountLayout } from './AccountLayout';
export { TripLayout } from './TripLayout';
export { TripDetailLayout } from './TripDetailLayout';
