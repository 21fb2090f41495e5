import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Link, Outlet, Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TripBookingDetailFragment, TripSummaryFragment } from '../api/generated/trips';
import { PATRON_STORAGE_KEY } from '../api/patron';
import { profileOf, renderShell } from '../account/testing/renderAccount';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { TripDetailLayout } from '../layouts/TripDetailLayout';
import { TripLayout } from '../layouts/TripLayout';
import { MY_CORPORATE } from '../test/corporateFixtures';
import { graphqlError } from '../test/graphqlError';
import { graphqlService } from '../test/graphqlService';
import { CorporateFlightEmbedPage } from './EmbedPages';
import { TripDetailPage } from './TripDetailPage';
import { TripDetailExit } from './TripDetailExit';
import { TripListPage } from './TripListPage';

function signedIn(corporate: typeof MY_CORPORATE | null = null) {
  Cookies.set('uts_token', 'access-0');
  graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
  graphqlService('corporate', { MyCorporate: () => ({ corporate }) });
}

const trip = (id: string, patch: Partial<TripSummaryFragment> = {}): TripSummaryFragment => ({
  id,
  purpose: 'BUSINESS',
  name: null,
  start_date: '2026-12-10',
  end_date: '2026-12-13',
  time: 'UPCOMING',
  places: [{ id: 'da-nang', name: 'Da Nang' }],
  traveller: { id: 'u1', name: 'Nguyen Lan', email: 'lan@vinasteel.example' },
  cost_center: { id: 'cc1', name: 'Sales' },
  booking_count: 2,
  total_price: 3_400_000,
  currency: 'VND',
  can_edit: true,
  ...patch,
});

const flightBooking: TripBookingDetailFragment = {
  id: 'o1',
  trip_id: 't1',
  product_type: 'FLIGHT',
  status: 'SUCCESSFUL',
  start_date: '2026-12-10',
  end_date: '2026-12-10',
  booking_codes: ['K7Q2ZP'],
  flights: [
    {
      code: 'VN123',
      airline_name: 'Vietnam Airlines',
      booking_code: 'K7Q2ZP',
      departure_code: 'HAN',
      departure_city: 'Hanoi',
      departure_at: '2026-12-10T01:00:00Z',
      departure_timezone: 'Asia/Ho_Chi_Minh',
      arrival_code: 'DAD',
      arrival_city: 'Da Nang',
      arrival_at: '2026-12-10T02:20:00Z',
      arrival_timezone: 'Asia/Ho_Chi_Minh',
      seat_class: 'ECONOMY',
    },
  ],
  stays: [],
  passengers: ['NGUYEN LAN'],
  price: 1_700_000,
  currency: 'VND',
  payment_type: 'SPLIT',
  payment_method: 'VNPAY',
  company_paid: 1_200_000,
  person_paid: 500_000,
  paid_by: { id: 'u1', name: 'Nguyen Lan', email: 'lan@vinasteel.example' },
  booked_by: { id: 'u1', name: 'Nguyen Lan', email: 'lan@vinasteel.example' },
  paid_at: '2026-12-01T03:00:00Z',
  cart_token: 'cart-1',
};

const listRoutes = (
  <Route element={<TripLayout />}>
    <Route path="/trip/list" element={<TripListPage />} />
  </Route>
);

describe('/trip/list', () => {
  it('asks with the default filter, lists upcoming trips and filters on submit', async () => {
    signedIn();
    const calls = graphqlService('trips', {
      MyTrips: (v) => ({
        trips: {
          total_count: v.input?.isPersonal === false ? 1 : 2,
          entries:
            v.input?.isPersonal === false
              ? [trip('t1')]
              : [trip('t2', { purpose: 'PERSONAL', name: 'Tết ở quê' }), trip('t1')],
        },
      }),
    });
    renderShell(listRoutes, { path: '/trip/list' });
    const list = await screen.findByRole('list', { name: 'Trips' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Tết ở quê' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 trips');
    expect(calls[0].variables.input).toMatchObject({
      isBusiness: true,
      isPersonal: true,
      time_type: 'ALL',
      selectedTime: 'ALL',
      page: 1,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Personal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('1 trip')).toBeInTheDocument();
    expect(calls.at(-1)!.variables.input).toMatchObject({ isBusiness: true, isPersonal: false });
    const link = screen.getByRole('link', { name: 'View details: Da Nang' });
    expect(link).toHaveAttribute('href', '/trip/detail?id=t1');
    // The saved trip search keeps the filter for when the traveller comes back.
    expect(JSON.parse(sessionStorage.getItem('trip_global')!).filter.isPersonal).toBe(false);
  });

  it('says when nothing matches, and offers a retry when loading fails', async () => {
    signedIn();
    let fail = true;
    graphqlService('trips', {
      MyTrips: () =>
        fail ? graphqlError('INTERNAL', 'boom') : { trips: { total_count: 0, entries: [] } },
    });
    renderShell(listRoutes, { path: '/trip/list', locale: 'vi' });
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Không có chuyến đi nào khớp bộ lọc.')).toBeInTheDocument();
  });

  it("lets an owner switch to the company's business trips", async () => {
    signedIn(MY_CORPORATE);
    graphqlService('trips', {
      MyTrips: () => ({ trips: { total_count: 0, entries: [] } }),
      CompanyTrips: () => ({
        approver_trip_list: { total_count: 1, entries: [trip('t9', { can_edit: false })] },
      }),
    });
    renderShell(listRoutes, { path: '/trip/list' });
    await userEvent.click(await screen.findByRole('tab', { name: "Company's" }));
    expect(await screen.findByText('Traveller: Nguyen Lan')).toBeInTheDocument();
    // Personal trips are never the company's: the filter does not offer them.
    expect(screen.queryByRole('checkbox', { name: 'Personal' })).not.toBeInTheDocument();
  });

  it("filters the company's trips by people, departments, cost centers and places the server offers", async () => {
    signedIn({
      ...MY_CORPORATE,
      your_role: 'APPROVER',
      is_owner: false,
    } as unknown as typeof MY_CORPORATE);
    const calls = graphqlService('trips', {
      MyTrips: () => ({ trips: { total_count: 0, entries: [] } }),
      CompanyTrips: () => ({
        approver_trip_list: { total_count: 1, entries: [trip('t9', { can_edit: false })] },
      }),
      TripFilterOptions: (v) => ({
        approver_trip_filter_options: {
          people: v.input?.search
            ? [{ id: 'u2', name: 'Trần Bình' }]
            : [{ id: 'u1', name: 'Nguyen Lan' }],
          departments: [{ id: 'd1', name: 'Kinh doanh – Hà Nội' }],
          cost_centers: [{ id: 'cc1', name: 'Sales' }],
          places: [{ id: 'da-nang', name: 'Da Nang' }],
        },
      }),
    });
    renderShell(listRoutes, { path: '/trip/list' });
    await userEvent.click(await screen.findByRole('tab', { name: "Company's" }));
    await screen.findByText('Traveller: Nguyen Lan');
    const people = screen.getByRole('combobox', { name: 'Travellers' });
    await userEvent.type(people, 'Trần');
    await userEvent.click(await screen.findByRole('option', { name: 'Trần Bình' }));
    // Only the server's search offers Trần Bình (a company has thousands of staff).
    expect(
      calls.some(
        (c) =>
          c.operationName === 'TripFilterOptions' &&
          (c.variables.input as { search?: string }).search === 'Trần',
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Departments' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kinh doanh – Hà Nội' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Cost centers' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Places' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Da Nang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.operationName === 'CompanyTrips').at(-1)!.variables.input,
      ).toMatchObject({
        isBusiness: true,
        user_ids: ['u2'],
        department_ids: ['d1'],
        cost_center_ids: ['cc1'],
        locations: ['da-nang'],
      }),
    );
    expect(screen.getByRole('button', { name: 'Trần Bình' })).toBeInTheDocument();
  });
});

describe('/trip/detail', () => {
  it('shows the itinerary, passengers, codes, who paid what and the confirmation', async () => {
    signedIn();
    graphqlService('trips', {
      TripDetail: () => ({ trip: { ...trip('t1'), bookings: [flightBooking] } }),
    });
    renderShell(
      <Route element={<TripDetailLayout />}>
        <Route path="/trip/detail" element={<TripDetailPage />} />
      </Route>,
      { path: '/trip/detail?id=t1' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Da Nang' })).toBeInTheDocument();
    const booking = screen.getByRole('article', { name: 'Hanoi → Da Nang' });
    expect(within(booking).getByText('Flight VN123 · Vietnam Airlines')).toBeInTheDocument();
    expect(within(booking).getByText('NGUYEN LAN')).toBeInTheDocument();
    expect(within(booking).getByText('K7Q2ZP')).toBeInTheDocument();
    expect(
      within(booking).getByText('Split between the company and the traveller'),
    ).toBeInTheDocument();
    expect(within(booking).getByRole('link', { name: 'Booking confirmation' })).toHaveAttribute(
      'href',
      '/checkout/success-flight?cart=cart-1',
    );
  });

  it('says so when the trip is not there or not the caller’s to see', async () => {
    signedIn();
    graphqlService('trips', { TripDetail: () => graphqlError('NOT_FOUND', 'No such trip.') });
    renderShell(<Route path="/trip/detail" element={<TripDetailPage />} />, {
      path: '/trip/detail?id=t404',
    });
    expect(
      await screen.findByText('This trip was not found, or you may not see it.'),
    ).toBeInTheDocument();
  });
});

describe('leaving trip-detail', () => {
  it('keeps the trip search and delegate for the flight search, clears them for other pages', async () => {
    sessionStorage.setItem('trip_global', '{"tripId":"t1"}');
    sessionStorage.setItem(PATRON_STORAGE_KEY, 'u-delegator');
    // The exit rule watches the route beside the pages, as AppRoutes mounts it.
    const Watched = () => (
      <>
        <TripDetailExit />
        <Outlet />
      </>
    );
    renderShell(
      <Route element={<Watched />}>
        <Route
          path="/trip/detail"
          element={
            <>
              <Link to="/flight">to flight</Link>
              <Link to="/trip/list">to list</Link>
            </>
          }
        />
        <Route path="/flight" element={<Link to="/trip/detail">back to the trip</Link>} />
        <Route path="/trip/list" element={<p>the list</p>} />
      </Route>,
      { path: '/trip/detail' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'to flight' }));
    expect(sessionStorage.getItem('trip_global')).not.toBeNull();
    expect(sessionStorage.getItem(PATRON_STORAGE_KEY)).toBe('u-delegator');
    await userEvent.click(screen.getByRole('link', { name: 'back to the trip' }));
    await userEvent.click(screen.getByRole('link', { name: 'to list' }));
    expect(screen.getByText('the list')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('trip_global')).toBeNull());
    expect(sessionStorage.getItem(PATRON_STORAGE_KEY)).toBeNull();
  });
});

describe('/m/corporate-flight-detail', () => {
  it('shows the flight of the booking in the empty layout', async () => {
    signedIn();
    graphqlService('trips', { TripBooking: () => ({ trip_booking: flightBooking }) });
    renderShell(
      <Route element={<EmptyLayout />}>
        <Route path="/m/corporate-flight-detail" element={<CorporateFlightEmbedPage />} />
      </Route>,
      { path: '/m/corporate-flight-detail?id=o1' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hanoi → Da Nang' }),
    ).toBeInTheDocument();
    expect(screen.getByText('K7Q2ZP')).toBeInTheDocument();
  });
});
