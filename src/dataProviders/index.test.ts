import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { testConfig } from '../test/fixtures';
import { dataProvider } from './index';
import { MY_CORPORATE, costCenterEntry } from '../test/corporateFixtures';
import { graphqlService, operationsOf } from '../test/graphqlService';
import { markSignedIn } from '../account/store/sessionStore';

beforeEach(() => {
  resetConfigForTests(testConfig);
  Cookies.set('uts_token', 'access-1');
  // As a sign-in does: a corporate still settling from the file before in this worker is forgotten.
  markSignedIn();
});

// The console's provider loads the real one on its first call (issue 20, console first load):
// what a screen asks of it must arrive as if it had been there from the start.
describe('the console data provider, loaded on first call', () => {
  it('answers calls made together before it is loaded, react-admin methods and custom ones', async () => {
    const calls = graphqlService('corporate', {
      MyCorporate: () => ({ corporate: MY_CORPORATE }),
      CostCenterPage: () => ({
        cost_centers_page: { entries: [costCenterEntry('cc1')], total_count: 1 },
      }),
      CostCenterEnforcement: () => ({
        corporate: { id: MY_CORPORATE.id, enforce_cost_center: true },
      }),
    });
    const [list, enforcement] = await Promise.all([
      dataProvider.getList('cost-center', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'code', order: 'ASC' },
        filter: {},
      }),
      dataProvider.getEnforcement('cost-center', {}),
    ]);
    expect(list.data.map((r) => r.id)).toEqual(['cc1']);
    expect(enforcement).toEqual({ data: { enforce_cost_center: true } });
    expect(operationsOf(calls)).toEqual(
      expect.arrayContaining(['CostCenterPage', 'CostCenterEnforcement']),
    );
  });

  it('is not mistaken for a promise (react-admin awaits what a hook returns)', async () => {
    expect(await Promise.resolve(dataProvider)).toBe(dataProvider);
  });

  it('rejects a resource no console screen names, as the real provider does', async () => {
    await expect(
      dataProvider.getList('no-such-thing', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
