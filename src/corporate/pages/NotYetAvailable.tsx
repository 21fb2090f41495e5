import { useGetResourceLabel, useTranslate } from 'react-admin';
import { BackToDashboard } from './BackToDashboard';
import { ConsoleMessage } from './ConsoleMessage';

/**
 * A spec URL whose screen a later release builds (src/resources/: an entry without views): its
 * name and that it is not available yet, with the way back. It is never in the menu.
 */
export function NotYetAvailable({ name }: { name: string }) {
  const translate = useTranslate();
  const label = useGetResourceLabel()(name, 2);
  return (
    <ConsoleMessage
      title={label}
      body={translate('console.notYetAvailable.body')}
      actions={<BackToDashboard />}
    />
  );
}
