/** The lazily loaded chunk of /account/top-up, /account/reward and /account/voucher. */
export { RewardPage } from './RewardPage';
export { TopUpPage } from './TopUpPage';
export { VoucherPage } from './VoucherPage';
