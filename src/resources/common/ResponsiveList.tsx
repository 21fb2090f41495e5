import type { ReactNode } from 'react';
import { DataTable, SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export interface ResponsiveListBodyProps<R extends RaRecord> {
  /** The phone view: react-admin's SimpleList texts (one line each). */
  primaryText: SimpleListProps<R>['primaryText'];
  secondaryText?: SimpleListProps<R>['secondaryText'];
  tertiaryText?: SimpleListProps<R>['tertiaryText'];
  /** Where a row leads: 'edit', 'show' or nowhere (false). */
  link?: 'edit' | 'show' | false;
  /** The tablet-and-up view: DataTable columns (`<DataTable.Col>`). */
  children: ReactNode;
}

/**
 * The body of a console list that stays usable at 375 px: SimpleList below 768 px (spec §9
 * tablet; MUI's `sm` here), react-admin's DataTable from tablet up. Put it inside a <List>;
 * the list's filters, sort, pagination and empty state are the List's.
 */
export function ResponsiveListBody<R extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  link = 'edit',
  children,
}: ResponsiveListBodyProps<R>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    return (
      <SimpleList<R>
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        rowClick={link}
      />
    );
  }
  return (
    <DataTable rowClick={link} bulkActionButtons={false}>
      {children}
    </DataTable>
  );
}
