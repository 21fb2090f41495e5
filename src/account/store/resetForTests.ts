import { resetSessionExpiryForTests } from '../../api/sessionExpiry';
import { resetActingStoreForTests } from '../acting/actingStore';
import { resetAgentStoreForTests } from '../agent/agentStore';
import { resetDelegateStoreForTests } from '../delegate/delegateStore';
import { resetDeskStoreForTests } from '../desk/deskStore';
import { resetCorporateStoreForTests } from './corporateStore';
import { resetDialogStoreForTests } from './dialogStore';
import { resetNoticeStoreForTests } from './noticeStore';
import { resetSessionStoreForTests } from './sessionStore';

/** Tests: every account store back to its first state. */
export function resetAccountStateForTests(): void {
  resetActingStoreForTests();
  resetAgentStoreForTests();
  resetCorporateStoreForTests();
  resetDelegateStoreForTests();
  resetDeskStoreForTests();
  resetDialogStoreForTests();
  resetNoticeStoreForTests();
  resetSessionStoreForTests();
  resetSessionExpiryForTests();
}
