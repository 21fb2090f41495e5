import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { dialogStore } from '../../account/store/dialogStore';
import { graphqlService, lastVariables, type GraphqlCall } from '../../test/graphqlService';
import { CheckoutHotelPage } from '../checkout/CheckoutHotelPage';
import { addDays, todayIn } from '../search/dates';
import { propertyDetail } from '../testing/hotelFixtures';
import { renderSite } from '../testing/renderSite';
import { PropertyPage } from './PropertyPage';

vi.mock('./map/LeafletMap', () => ({
  LeafletMap: (props: { label: string; markers: Array<{ id: string; label: string }> }) => (
    <div role="region" aria-label={props.label}>
      {props.markers.map((m) => m.label).join(', ')}
    </div>
  ),
}));

const CHECK_IN = addDays(todayIn(), 12);
const STAY = `depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=2&n_o_c=0&rooms=1`;
const details = (calls: GraphqlCall[]) =>
  calls
    .filter((c) => c.operationName === 'PropertyDetail')
    .map((c) => c.variables.input as Record<string, unknown>);

/** /property/:id as the app mounts it, and the checkout a rate leads to. */
const renderProperty = (path: string, locale: 'vi' | 'en') =>
  renderSite(<PropertyPage />, {
    path,
    locale,
    route: '/property/:id',
    routes: { '/checkout/hotel': <CheckoutHotelPage /> },
  });

describe('/property/{id}', () => {
  it('shows photos, facts, location, rooms and rates for the dates, and a rate leads to checkout', async () => {
    const user = userEvent.setup();
    const calls = graphqlService('property', { PropertyDetail: () => propertyDetail() });
    renderProperty(`/property/p1?${STAY}`, 'vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Khách sạn Sông Hàn' }),
    ).toBeInTheDocument();
    expect(details(calls)[0]).toMatchObject({
      id: 'p1',
      check_in: CHECK_IN,
      check_out: addDays(CHECK_IN, 2),
      n_o_a: 2,
      rooms: 1,
    });
    expect(screen.getByRole('region', { name: 'Ảnh của Khách sạn Sông Hàn' })).toBeInTheDocument();
    expect(screen.getByText('Nhận phòng từ 14:00')).toBeInTheDocument();
    expect(screen.getByText('Trẻ em đến 11 tuổi')).toBeInTheDocument();
    expect(screen.getByText('Giờ địa phương: Giờ Đông Dương (GMT+7)')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Bản đồ khách sạn' })).toHaveTextContent(
      'Khách sạn Sông Hàn',
    );
    expect(screen.getByRole('link', { name: /Quay lại kết quả/ })).toHaveAttribute(
      'href',
      `/p?to=city%3Ada-nang&${STAY}`,
    );

    const deluxe = screen.getByRole('article', { name: 'Phòng Deluxe hướng sông' });
    // The deadline is shown in the property's zone: 08:00 UTC is 15:00 in Đà Nẵng.
    expect(within(deluxe).getByText(/Hủy miễn phí đến 15:00 10 thg 3, 2026/)).toBeInTheDocument();
    expect(within(deluxe).getByText(/2\.500\.000\s₫/)).toBeInTheDocument();
    expect(within(deluxe).getByText('Giảm 11%', { exact: false })).toBeInTheDocument();
    const suite = screen.getByRole('article', { name: 'Phòng Suite' });
    expect(
      within(suite).getByText('Hết phòng cho ngày hoặc số khách đã chọn.'),
    ).toBeInTheDocument();
    expect(within(suite).queryByRole('button', { name: /^Chọn/ })).toBeNull();

    await user.click(
      within(deluxe).getByRole('button', {
        name: 'Chọn Phòng Deluxe hướng sông – Bao gồm bữa sáng – Hủy miễn phí',
      }),
    );
    // Checkout holds the rate for a signed-in traveller (src/public-site/checkout tests).
    expect(await screen.findByRole('heading', { name: 'Đặt phòng khách sạn' })).toBeInTheDocument();
    expect(await screen.findByText(/^Đăng nhập để giữ chỗ và thanh toán/)).toBeInTheDocument();
    expect(details(calls).at(-1)).toMatchObject({ id: 'p1', check_in: CHECK_IN });
  });

  it('asks for dates when the link has none, and loads rates once they are chosen', async () => {
    const user = userEvent.setup();
    const calls = graphqlService('property', {
      PropertyDetail: ({ input }) => propertyDetail(Boolean(input.check_in)),
    });
    renderProperty('/property/p1', 'en');
    expect(
      await screen.findByText('Choose check-in and check-out dates to see prices.'),
    ).toBeInTheDocument();
    expect(details(calls)[0].check_in).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Update prices' }));
    await waitFor(() => expect(details(calls).at(-1)?.check_in).toBeDefined());
    expect(await screen.findByRole('button', { name: /^Choose Phòng Deluxe/ })).toBeInTheDocument();
  });

  it('opens sign-in from the favourite button when signed out, and saves when signed in', async () => {
    const user = userEvent.setup();
    const calls = graphqlService('property', {
      PropertyDetail: () => propertyDetail(),
      AddFavProperty: () => ({ add_fav_property: { property_id: 'p1' } }),
    });
    renderProperty(`/property/p1?${STAY}`, 'en');
    await user.click(await screen.findByRole('button', { name: 'Save to favourites' }));
    expect(screen.getByText('Sign in to save favourite hotels.')).toBeInTheDocument();
    expect(dialogStore.get().open).toBe(true);

    Cookies.set('uts_token', 'token-1');
    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));
    expect(
      await screen.findByRole('button', { name: 'Remove from favourites' }),
    ).toBeInTheDocument();
    expect(lastVariables(calls, 'AddFavProperty')).toEqual({
      input: { property_id: 'p1' },
    });
  });

  it('says so when the hotel does not exist', async () => {
    graphqlService('property', { PropertyDetail: () => ({ property: null }) });
    renderProperty('/property/nope', 'en');
    expect(await screen.findByText('This hotel could not be found.')).toBeInTheDocument();
  });
});
