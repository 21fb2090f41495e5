import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';

/** Opens the issued invoice's PDF or XML through download_invoice's short-lived link. */
export function useDownloadInvoice() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (invoiceKey: string, format: 'PDF' | 'XML') => {
    setBusy(`${invoiceKey}:${format}`);
    try {
      const file = (await dataProvider.downloadInvoice('vat-requests', {
        invoice_key: invoiceKey,
        format,
      })) as { url: string; name: string };
      window.location.assign(file.url);
    } catch {
      notify('console.vat.download.failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
