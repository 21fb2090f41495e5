import { AgentSlot } from '../account/agent/AgentSlot';
import { DelegateSlot } from '../account/delegate/DelegateSlot';
import { DeskSlot } from '../account/desk/DeskSlot';

/**
 * The site header's "book for" pickers, for someone signed in: the delegate's, the travel
 * desk's and the travel agent's (each loads its own picker only for those it serves).
 */
export function SignedInPickers() {
  return (
    <>
      <DelegateSlot />
      <DeskSlot />
      <AgentSlot />
    </>
  );
}
