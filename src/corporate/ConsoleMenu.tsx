import { CanAccess, Menu, useGetResourceLabel, useTranslate } from 'react-admin';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { PAGES } from '../resources';
import { isBuilt } from '../resources/types';
import { CORPORATE_BASE } from '../routes/routeTable';

const MENU_PAGES = PAGES.filter((page) => page.menu && isBuilt(page));

/**
 * The console's navigation, from the registry (src/resources/): the overview, every built
 * resource the role may list (react-admin's ResourceItems ask canAccess for each) and the built
 * pages the role may open. Screens not built yet are not listed.
 */
export function ConsoleMenu() {
  const translate = useTranslate();
  const label = useGetResourceLabel();
  return (
    <Menu aria-label={translate('corporate.menu')}>
      <Menu.DashboardItem
        primaryText={translate('resources.dashboard.name')}
        leftIcon={<DashboardOutlined />}
      />
      <Menu.ResourceItems />
      {MENU_PAGES.map((page) => (
        <CanAccess key={page.name} resource={page.name} action={page.action}>
          <Menu.Item
            to={`${CORPORATE_BASE}/${page.path}`}
            primaryText={label(page.name, 1)}
            leftIcon={page.icon ? <page.icon /> : undefined}
          />
        </CanAccess>
      ))}
    </Menu>
  );
}
