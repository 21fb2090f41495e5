import {
  BookingHistoriesPageDocument,
  BookingHistoryDocument,
  type BookingHistoryFieldsFragment,
  type BookingHistoryFilter,
  type BookingHistorySortField,
  type ProductType,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, listOf, notFound, sortInput } from '../paging';

const RESOURCE = 'bookings';

const SORTS: Record<string, BookingHistorySortField> = {
  inserted_at: 'INSERTED_AT',
  price: 'PRICE',
};

export type BookingRecord = BookingHistoryFieldsFragment;

/** Sums over every booking the filter matches, per currency (the list's footer). */
export interface BookingTotals {
  currency: string;
  count: number;
  price: number;
  net_price: number;
  vat_amount: number;
  surcharge: number;
  company_amount: number;
}

interface FilterValues {
  q?: string;
  from?: string;
  to?: string;
  user_ids?: string | string[];
  department_ids?: string | string[];
  cost_center_ids?: string | string[];
  product_type?: ProductType;
  payment_methods?: string | string[];
  statuses?: string | string[];
}

/** A calendar day of the date inputs (YYYY-MM-DD) as the instant it starts in Vietnam. */
export function vietnamDayStart(day: string): string {
  return new Date(`${day}T00:00:00+07:00`).toISOString();
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** react-admin's filter values as booking_histories_page's filter ("to" is the whole day). */
export function bookingFilter(values: FilterValues): BookingHistoryFilter {
  return {
    search: values.q?.trim() || undefined,
    from: values.from ? vietnamDayStart(values.from) : undefined,
    to: values.to ? vietnamDayStart(nextDay(values.to)) : undefined,
    user_ids: listOf(values.user_ids),
    department_ids: listOf(values.department_ids),
    cost_center_ids: listOf(values.cost_center_ids),
    product_type: values.product_type || undefined,
    payment_methods: listOf(values.payment_methods),
    statuses: listOf(values.statuses),
  };
}

/** Booking history at /corporate/bookings: booking_histories_page (with totals) and one booking. */
export const bookingQueries: ResourceQueries<string> = {
  getList: (params, corporateId) =>
    call(
      BookingHistoriesPageDocument,
      {
        corporate_id: corporateId,
        filter: bookingFilter((params.filter ?? {}) as FilterValues),
        sort: sortInput(RESOURCE, params.sort, SORTS),
        ...limitOffset(params.pagination),
      },
      ({ booking_histories_page: page }) => ({
        data: page.entries,
        total: page.total_count,
        meta: { totals: page.totals as BookingTotals[] },
      }),
    ),

  getOne: ({ id }, corporateId) =>
    call(BookingHistoryDocument, { corporate_id: corporateId, id: String(id) }, (data) => {
      if (!data.booking_history) throw notFound(RESOURCE, id);
      return { data: data.booking_history };
    }),

  custom: {
    /**
     * Every booking the filter matches, page after page (100 a call), for the export; stops
     * at `max` rows.
     */
    async getAllBookings(params, { scope, query }) {
      const filter = bookingFilter((params.filter ?? {}) as FilterValues);
      const max = Number(params.max ?? 10_000);
      const rows: BookingRecord[] = [];
      for (let offset = 0; offset < max; offset += 100) {
        const data = await query(BookingHistoriesPageDocument, {
          corporate_id: scope,
          filter,
          limit: 100,
          offset,
        });
        rows.push(...data.booking_histories_page.entries);
        if (rows.length >= data.booking_histories_page.total_count) break;
      }
      return { data: rows.slice(0, max) };
    },
  },
};
