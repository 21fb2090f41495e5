import { resetSessionExpiryForTests } from '../../api/sessionExpiry';
import { resetDialogStoreForTests } from './dialogStore';
import { resetNoticeStoreForTests } from './noticeStore';
import { resetSessionStoreForTests } from './sessionStore';

/** Tests: every account store back to its first state. */
export function resetAccountStateForTests(): void {
  resetDialogStoreForTests();
  resetNoticeStoreForTests();
  resetSessionStoreForTests();
  resetSessionExpiryForTests();
}
