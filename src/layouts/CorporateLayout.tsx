import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ActingSlot } from '../account/acting/ActingSlot';
import { ConsoleGate } from '../corporate/ConsoleGate';
import { CorporateAppBar } from '../corporate/CorporateAppBar';
import { ConsoleMenu } from '../corporate/ConsoleMenu';

/**
 * The corporate console's layout (react-admin Layout: app bar, collapsible menu, content), its
 * pages behind the session and permissions gate. Imports react-admin: only the lazy console
 * chunk may import this file.
 */
export function CorporateLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={CorporateAppBar}
      menu={ConsoleMenu}
      // Lets wide children (scrollable tabs, tables) scroll instead of widening the page.
      sx={{ '& .RaLayout-content': { minWidth: 0 } }}
    >
      <ActingSlot />
      <ConsoleGate>{children}</ConsoleGate>
    </Layout>
  );
}
