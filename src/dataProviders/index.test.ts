import { describe, expect, it } from 'vitest';
import { dataProvider, NOT_IMPLEMENTED_CODE, NOT_IMPLEMENTED_MESSAGE } from './index';

describe('dataProvider scaffold', () => {
  it.each(['getList', 'getOne', 'create', 'update', 'delete'] as const)(
    '%s rejects with a NOT_IMPLEMENTED HttpError',
    async (method) => {
      const call = dataProvider[method] as (resource: string, params: unknown) => Promise<unknown>;
      await expect(call('corporate_staffs', {})).rejects.toMatchObject({
        name: 'HttpError',
        status: 501,
        message: NOT_IMPLEMENTED_MESSAGE,
        body: { code: NOT_IMPLEMENTED_CODE, resource: 'corporate_staffs' },
      });
    },
  );
});
