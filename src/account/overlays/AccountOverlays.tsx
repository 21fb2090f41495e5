import '../catalogue';
import { AccountDialog } from '../dialog/AccountDialog';
import { CorporatePrompt } from './CorporatePrompt';
import { NoticeStack } from './NoticeStack';

/** Everything the account flow shows over the page; a lazy chunk loaded on first use. */
export function AccountOverlays() {
  return (
    <>
      <AccountDialog />
      <NoticeStack />
      <CorporatePrompt />
    </>
  );
}
