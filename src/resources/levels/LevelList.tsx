import { DataTable, List, SearchInput, type RaRecord } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';
import { ResponsiveListBody } from '../common/ResponsiveList';

interface Level extends RaRecord {
  name: string;
}

/** Staff levels by name; the contract has no update or delete of a level, so rows lead nowhere. */
export function LevelList() {
  return (
    <List<Level>
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={<ListEmpty messages="levels" />}
    >
      <ResponsiveListBody<Level> link={false} primaryText={(level) => level.name}>
        <DataTable.Col source="name" />
      </ResponsiveListBody>
    </List>
  );
}
