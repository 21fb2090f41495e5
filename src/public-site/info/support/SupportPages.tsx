import './catalogue';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { withChunkRecovery } from '../../../app/chunkReload';
import { useT } from '../../../i18n/context';
import type { PageKey } from '../../../i18n/site';
import type { TicketKind } from '../../../../common/support-rules';
import { InfoHeader } from '../InfoHeader';

// The form (inputs, file picker, its rules) arrives after the page's heading and lead, which are
// what a visitor reads first: measured with Lighthouse on /contact (docs/decisions.md).
const SupportForm = lazy(
  withChunkRecovery(() => import('./SupportForm').then((m) => ({ default: m.SupportForm }))),
);

function SupportFormPage({ kind, page }: { kind: TicketKind; page: PageKey }) {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <InfoHeader page={page} lead={t(`support.forms.${kind}.lead`)} />
      <Suspense fallback={<Box sx={{ minHeight: 640 }} aria-busy="true" />}>
        <SupportForm kind={kind} />
      </Suspense>
    </Container>
  );
}

/** /contact */
export function ContactPage() {
  return <SupportFormPage kind="CONTACT" page="contact" />;
}

/** /complaint */
export function ComplaintPage() {
  return <SupportFormPage kind="COMPLAINT" page="complaint" />;
}

/** /baocao — report a violation (docs/decisions.md "Public pages"). */
export function ReportPage() {
  return <SupportFormPage kind="REPORT" page="report" />;
}
