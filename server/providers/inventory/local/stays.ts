/**
 * Local stay supplier: one SQL statement finds the properties of an area whose room types
 * have rooms every night for the party, with their rate plans, promotions and surcharges.
 * Property pages and lists read through ./properties.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { StayArea, StayCandidate, StayQuery, StaySupplier } from '../types.js';
import { localPropertyDetail, localPropertySummaries } from './properties.js';
import {
  LISTED_PROPERTY,
  PROPERTY_COLUMNS,
  json,
  pricingColumns,
  pricingInfo,
  propertyInfo,
  type PropertyRow,
} from './property-rows.js';

export function areaCondition(area: StayArea): SQL {
  switch (area.kind) {
    case 'city':
      return sql`p.city_id = ${area.id}`;
    case 'area':
      return sql`p.area_id = ${area.id}`;
    case 'box':
      return sql`p.latitude between ${area.south} and ${area.north}
        and p.longitude between ${area.west} and ${area.east}`;
    case 'circle': {
      const dLat = area.radiusKm / 111;
      const dLng =
        area.radiusKm / (111 * Math.max(0.05, Math.cos((area.latitude * Math.PI) / 180)));
      return sql`p.latitude between ${area.latitude - dLat} and ${area.latitude + dLat}
        and p.longitude between ${area.longitude - dLng} and ${area.longitude + dLng}
        and 6371 * 2 * asin(sqrt(power(sin(radians(p.latitude - ${area.latitude}) / 2), 2)
          + cos(radians(${area.latitude})) * cos(radians(p.latitude))
          * power(sin(radians(p.longitude - ${area.longitude}) / 2), 2))) <= ${area.radiusKm}`;
    }
  }
}

interface Row extends PropertyRow {
  rooms: unknown;
  plans: unknown;
  promotions: unknown;
  surcharges: unknown;
}

export function localStaySupplier(db: Db): StaySupplier {
  return {
    id: 'local',
    async searchStays(q: StayQuery): Promise<StayCandidate[]> {
      const result = await db.execute<Row>(sql`
        with stay as (
          select rt.property_id, rt.id as room_type_id, rt.name_vi, rt.name_en,
            sum(r.price)::float8 as total, min(r.allotment)::int as rooms_left
          from properties p
          join room_types rt on rt.property_id = p.id
          join room_daily_rates r on r.room_type_id = rt.id
            and r.date >= ${q.checkIn}::date and r.date < ${q.checkOut}::date
          where ${LISTED_PROPERTY} and ${areaCondition(q.area)}
            and rt.max_adults >= ${q.perRoom.adults} and rt.max_children >= ${q.perRoom.children}
            and rt.max_occupancy >= ${q.perRoom.guests}
          group by rt.id
          having count(*) = ${q.nights} and min(r.allotment) >= ${q.rooms}
        )
        select ${PROPERTY_COLUMNS},
          (select json_agg(s order by s.total) from stay s where s.property_id = p.id) as rooms,
          ${pricingColumns(sql`p.id`)}
        from properties p
        join cities c on c.id = p.city_id
        left join areas a on a.id = p.area_id
        where p.id in (select property_id from stay)`);
      return result.rows.map((r) => ({
        supplier: 'local',
        property: propertyInfo(r),
        rooms: json(r.rooms),
        ...pricingInfo(r),
      }));
    },
    propertyDetail: (propertyId, dates) => localPropertyDetail(db, propertyId, dates),
    propertySummaries: (propertyIds) => localPropertySummaries(db, propertyIds),
  };
}
