import {
  CorporateLevelsDocument,
  CreateCorporateLevelDocument,
  type CorporateLevelsQuery,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { localList, notFound } from '../paging';

const RESOURCE = 'levels';

type Level = CorporateLevelsQuery['corporate_levels'][number];

/** Every level at once, then `answer` from them. */
const allLevels = <R>(corporateId: string, answer: (levels: Level[]) => R) =>
  call(CorporateLevelsDocument, { corporate_id: corporateId }, (data) =>
    answer(data.corporate_levels),
  );

const byName = (a: Level, b: Level) => a.name.localeCompare(b.name, 'vi');

/** Staff grades: corporate_levels (whole, by name) and create_corporate_level (spec §7). */
export const levelQueries: ResourceQueries<string> = {
  getList: (params, corporateId) =>
    allLevels(corporateId, (levels) =>
      localList(RESOURCE, levels, params, {
        searchText: (level) => level.name,
        defaultCompare: byName,
        compare: { name: byName },
      }),
    ),

  getOne: ({ id }, corporateId) =>
    allLevels(corporateId, (levels) => {
      const level = levels.find((l) => String(l.id) === String(id));
      if (!level) throw notFound(RESOURCE, id);
      return { data: level };
    }),

  getMany: ({ ids }, corporateId) =>
    allLevels(corporateId, (levels) => {
      const wanted = new Set(ids.map(String));
      return { data: levels.filter((l) => wanted.has(String(l.id))) };
    }),

  create: ({ data }, corporateId) =>
    call(
      CreateCorporateLevelDocument,
      { input: { corporate_id: corporateId, name: String(data.name ?? '') } },
      (result) => ({ data: result.create_corporate_level }),
    ),
};
