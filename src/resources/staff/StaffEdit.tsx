import { Edit, SimpleForm, Toolbar, SaveButton } from 'react-admin';
import { InvitationPanel } from './InvitationPanel';
import { StaffInputs } from './StaffInputs';

/** Nobody is deleted: the toolbar saves only; deactivating is the `active` switch. */
function StaffToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Editing every staff field of spec §3, saved pessimistically (the server checks it). */
export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<StaffToolbar />}>
        <InvitationPanel />
        <StaffInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
