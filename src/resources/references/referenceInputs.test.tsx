import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { AdminContext, Create, ResourceContextProvider, SimpleForm } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSignedIn } from '../../account/store/sessionStore';
import { resetConfigForTests } from '../../config';
import { dataProvider } from '../../dataProviders';
import { createI18nProvider, loadConsoleCatalogue } from '../../i18n/i18nProvider';
import { MY_CORPORATE, staffEntry } from '../../test/corporateFixtures';
import { testConfig } from '../../test/fixtures';
import { graphqlService } from '../../test/graphqlService';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { ReferenceArrayInput, ReferenceInput } from './referenceInputs';
import { AutocompleteArrayInput, AutocompleteInput } from 'react-admin';

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  markSignedIn();
});
afterEach(() => {
  vi.useRealTimers();
});

const KHANG = staffEntry(1, { first_name: 'Khang', last_name: 'Phạm Đức' });

const pickers: [string, ReactNode][] = [
  [
    'one person (ReferenceInput)',
    <ReferenceInput key="one" source="approver_id" {...PEOPLE_REFERENCE}>
      <AutocompleteInput {...personChoice} label="Người" />
    </ReferenceInput>,
  ],
  [
    'several people (ReferenceArrayInput)',
    <ReferenceArrayInput key="many" source="people_ids" {...PEOPLE_REFERENCE}>
      <AutocompleteArrayInput {...personChoice} label="Người" />
    </ReferenceArrayInput>,
  ],
];

/*
 * What a slow device does to react-admin's own reference inputs (referenceInputs.tsx): a
 * search fires, a keystroke lands before the list's params take it, and the next keystroke's
 * search comes due in the same turn as the one before it. The clock is react-admin's debounce
 * (250 ms) on fake timers, so the order is exact: react-admin's inputs send "khan" and keep it.
 */
describe('a people picker on a slow device', { timeout: 30_000 }, () => {
  it.each(pickers)('%s searches for the last text typed', async (_name, picker) => {
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      StaffPage: (variables) => ({
        corporate_staffs_page: {
          entries: variables.search ? [KHANG] : [],
          total_count: variables.search ? 1 : 0,
        },
      }),
    });
    const searches = () =>
      calls.filter((c) => c.operationName === 'StaffPage').map((c) => c.variables.search ?? '');
    await loadConsoleCatalogue('vi');
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('vi')}>
        <ResourceContextProvider value="department">
          <Create>
            <SimpleForm>{picker}</SimpleForm>
          </Create>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const input = await screen.findByRole('combobox', { name: 'Người' });
    await waitFor(() => expect(searches()).toEqual(['']));

    act(() => input.focus());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.change(input, { target: { value: 'kha' } });
    // The search for "kha" fires; its params are not taken yet when "n" lands.
    act(() => vi.advanceTimersByTime(250));
    fireEvent.change(input, { target: { value: 'khan' } });
    act(() => vi.advanceTimersByTime(1));
    // "g" lands; then the device is busy until both searches are due.
    fireEvent.change(input, { target: { value: 'khang' } });
    act(() => vi.advanceTimersByTime(300));
    vi.useRealTimers();

    await waitFor(() => expect(searches().at(-1)).toBe('khang'));
    expect(searches()).toEqual(['', 'kha', 'khang']);
  });
});
