/** The booking request pages of the site, one lazy chunk (src/app/AppRoutes.tsx). */
export { MyRequestsPage } from './MyRequestsPage';
export { SuccessRequestPage } from './SuccessRequestPage';
