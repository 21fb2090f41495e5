import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ActingSlot } from '../account/acting/ActingSlot';
import { CorporateAppBar } from '../corporate/CorporateAppBar';
import { SupportGate } from './SupportGate';

/** The support area's frame: the console's app bar, react-admin's menu of its resources. */
export function SupportLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={CorporateAppBar} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
      <ActingSlot />
      <SupportGate>{children}</SupportGate>
    </Layout>
  );
}
