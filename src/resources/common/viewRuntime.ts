/**
 * react-admin's list building blocks (every resource has a list), loaded as one chunk of their
 * own the first time a resource screen opens (lazyView.ts), and shared by every resource: a
 * resource's own chunk then holds its own code. Form screens share theirs the same way once
 * two resources have them (the bundler splits what two chunks share). Resources still import them from 'react-admin' as usual; this
 * module only makes the bundler cut the shared part out (docs/decisions.md, "Console bundle").
 */
export {
  BooleanField,
  ChipField,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  NumberField,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
// The console's own list pieces that more than one resource shows: in the runtime's file
// rather than a file of a few hundred bytes each.
export { ResponsiveListBody } from './ResponsiveList';
export { RoleField } from './RoleField';
export { LocaleDateField, MoneyField } from './formats';
