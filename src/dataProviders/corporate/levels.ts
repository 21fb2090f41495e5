import {
  CorporateLevelsDocument,
  CreateCorporateLevelDocument,
  type CorporateLevelsQuery,
} from '../../api/generated/corporate';
import type { CallContext, ResourceHandlers } from '../graphqlProvider';
import { localList, notFound } from '../paging';
import { corporateId } from './scope';

const RESOURCE = 'levels';

type Level = CorporateLevelsQuery['corporate_levels'][number];

async function allLevels({ query }: CallContext): Promise<Level[]> {
  const data = await query(CorporateLevelsDocument, { corporate_id: await corporateId() });
  return data.corporate_levels;
}

const byName = (a: Level, b: Level) => a.name.localeCompare(b.name, 'vi');

/** Staff grades: corporate_levels (whole, by name) and create_corporate_level (spec §7). */
export const levelHandlers: ResourceHandlers = {
  async getList(params, ctx) {
    return localList(RESOURCE, await allLevels(ctx), params, {
      searchText: (level) => level.name,
      defaultCompare: byName,
      compare: { name: byName },
    });
  },

  async getOne({ id }, ctx) {
    const level = (await allLevels(ctx)).find((l) => String(l.id) === String(id));
    if (!level) throw notFound(RESOURCE, id);
    return { data: level };
  },

  async getMany({ ids }, ctx) {
    const wanted = new Set(ids.map(String));
    return { data: (await allLevels(ctx)).filter((l) => wanted.has(String(l.id))) };
  },

  async create({ data }, { query }) {
    const result = await query(CreateCorporateLevelDocument, {
      input: { corporate_id: await corporateId(), name: String(data.name ?? '') },
    });
    return { data: result.create_corporate_level };
  },
};
