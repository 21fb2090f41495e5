import { Create, SimpleForm, TextInput } from 'react-admin';
import { nameRules } from '../common/validators';

/** A new staff level: a name, unique in the corporate (the server's field error says if not). */
export function LevelCreate() {
  return (
    <Create redirect="list" mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="name" validate={nameRules} fullWidth />
      </SimpleForm>
    </Create>
  );
}
