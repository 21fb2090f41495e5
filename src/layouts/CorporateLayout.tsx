import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { CorporateAppBar } from '../corporate/CorporateAppBar';
import { CorporateMenu } from '../corporate/CorporateMenu';

/**
 * The corporate console's layout (react-admin Layout: app bar, collapsible menu, content).
 * Imports react-admin: only the lazy console chunk may import this file.
 */
export function CorporateLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={CorporateAppBar}
      menu={CorporateMenu}
      // Lets wide children (scrollable tabs, tables) scroll instead of widening the page.
      sx={{ '& .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
