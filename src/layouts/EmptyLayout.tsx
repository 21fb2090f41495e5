import { LayoutOutlet } from './LayoutOutlet';
import { MainContent } from './MainContent';

/** No chrome: mobile embeds and the sign-in callback popup. */
export function EmptyLayout() {
  return (
    <MainContent>
      <LayoutOutlet />
    </MainContent>
  );
}
