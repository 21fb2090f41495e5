import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  CorporateRole,
  TravelPolicyFieldsFragment,
  TravelPolicyReasonsQuery,
} from '../../api/generated/corporate';
import type { PlaceFieldsFragment } from '../../api/generated/places';
import { clickSave } from '../../test/clickSave';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { travelPolicy } from '.';

const LEVELS = [
  { id: 'lv-staff', name: 'Nhân viên' },
  { id: 'lv-board', name: 'Ban lãnh đạo' },
];

const STAFF_POLICY: TravelPolicyFieldsFragment = {
  id: 'tp1',
  corporate_level_id: 'lv-staff',
  corporate_level: { id: 'lv-staff', name: 'Nhân viên' },
  allowed_cabins: ['ECONOMY', 'PREMIUM_ECONOMY'],
  one_way_cost: 1_200_000,
  round_trip_cost: null,
  currency: 'VND',
  min_days_ahead: 7,
  out_of_policy_action: 'APPROVAL',
  hotel_caps: [
    { city_id: null, star_rating: null, nightly_cost: 800_000 },
    { city_id: 'da-nang', star_rating: 4, nightly_cost: 1_000_000 },
  ],
  updated_at: '2026-11-20T03:00:00.000Z',
};

const REASONS: TravelPolicyReasonsQuery['travel_policy_reasons'] = [
  { id: 'r1', code: 'CLIENT_MEETING', description: 'Gặp khách hàng' },
];

const CITIES: Record<string, { vi: string; en: string }> = {
  'da-nang': { vi: 'Đà Nẵng', en: 'Da Nang' },
  'ha-noi': { vi: 'Hà Nội', en: 'Hanoi' },
  hue: { vi: 'Huế', en: 'Hue' },
};

const cityPlace = (id: string, name: string): PlaceFieldsFragment => ({
  id: `city:${id}`,
  type: 'CITY',
  code: null,
  name,
  subtitle: `${name}, Việt Nam`,
  city_name: name,
  country_code: 'VN',
  latitude: 16,
  longitude: 108,
  timezone: 'Asia/Ho_Chi_Minh',
  property_id: null,
  property_count: 12,
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

/** The places service's cities: names by id (PlaceLookup) and as the person types. */
function placesService() {
  const nameOf = (id: string, locale?: string | null) =>
    locale === 'en' ? CITIES[id]!.en : CITIES[id]!.vi;
  graphqlService('places', {
    PlaceLookup: ({ input }) => {
      const id = String(input.id ?? '').replace(/^city:/, '');
      return { place: CITIES[id] ? cityPlace(id, nameOf(id, input.locale)) : null };
    },
    SearchPlaces: ({ input }) => ({
      search_places: {
        entries: Object.keys(CITIES)
          .filter((id) => fold(nameOf(id, input.locale)).includes(fold(input.query)))
          .map((id) => cityPlace(id, nameOf(id, input.locale))),
      },
    }),
  });
}

/** The corporate service with VinaSteel-like levels: the staff level has a policy. */
function policyService(role: CorporateRole = 'OWNER', policies = [STAFF_POLICY]) {
  placesService();
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    TravelPolicyLevels: () => ({ corporate_levels: LEVELS, travel_policies: policies }),
    TravelPolicies: () => ({ travel_policies: policies }),
    TravelPolicyOfLevel: ({ corporate_level_id }) => ({
      corporate_levels: LEVELS,
      travel_policy: policies.find((p) => p.corporate_level_id === corporate_level_id) ?? null,
    }),
    TravelPolicyReasons: () => ({ travel_policy_reasons: REASONS }),
  });
}

const levelCard = (name: string) => screen.findByRole('region', { name });

describe('travel policy', () => {
  it("shows each level's policy in Vietnamese, and a level without one", async () => {
    policyService();
    await renderConsole(travelPolicy, { path: 'set-policy', locale: 'vi' });
    const card = await levelCard('Nhân viên');
    expect(card).toHaveTextContent('Phổ thông, Phổ thông đặc biệt');
    expect(card).toHaveTextContent('Trần giá vé một chiều1.200.000 ₫');
    expect(card).toHaveTextContent('Trần giá vé khứ hồiKhông giới hạn');
    expect(card).toHaveTextContent('Đặt trước ít nhất 7 ngày');
    expect(card).toHaveTextContent('Mọi thành phố, Mọi hạng sao: 800.000 ₫ / đêm');
    expect(await within(card).findByText('Đà Nẵng, 4 sao: 1.000.000 ₫ / đêm')).toBeInTheDocument();
    expect(card).toHaveTextContent('Cập nhật 20/11/2026');
    expect(card).toHaveTextContent('Cần phê duyệt');
    const board = await levelCard('Ban lãnh đạo');
    expect(board).toHaveTextContent('Chưa có chính sách');
    expect(within(board).getByRole('link', { name: /Đặt chính sách/ })).toHaveAttribute(
      'href',
      '/corporate/set-policy/lv-board',
    );
    const reasons = await screen.findByRole('region', { name: 'Mã lý do' });
    expect(await within(reasons).findByDisplayValue('CLIENT_MEETING')).toBeInTheDocument();
  });

  it('shows a policy in English, in English formats', async () => {
    policyService();
    await renderConsole(travelPolicy, { path: 'set-policy', locale: 'en' });
    const card = await levelCard('Nhân viên');
    expect(card).toHaveTextContent('Allowed cabinsEconomy, Premium economy');
    expect(card).toHaveTextContent('One-way fare cap₫1,200,000');
    expect(card).toHaveTextContent('Round-trip fare capNo cap');
    expect(card).toHaveTextContent('Booked at least 7 days ahead');
    expect(card).toHaveTextContent('Any city, Any rating: ₫800,000 a night');
    expect(
      await within(card).findByText('Da Nang, 4 stars: ₫1,000,000 a night'),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Outside the policyAsk for approval');
    expect(card).toHaveTextContent('Updated 11/20/2026');
    expect(await levelCard('Ban lãnh đạo')).toHaveTextContent('No policy yet');
  });

  it('saves an edited policy as the whole update_travel_policy input', async () => {
    policyService();
    const calls = graphqlService('corporate', {
      UpdateTravelPolicy: ({ input }) => ({
        update_travel_policy: {
          ...STAFF_POLICY,
          allowed_cabins: input.allowed_cabins,
          one_way_cost: input.one_way_cost ?? null,
          round_trip_cost: input.round_trip_cost ?? null,
          min_days_ahead: input.min_days_ahead ?? 0,
          out_of_policy_action: input.out_of_policy_action,
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(travelPolicy, { path: 'set-policy/lv-staff', locale: 'en' });
    const business = await screen.findByRole('checkbox', { name: 'Business' });
    expect(await screen.findByRole('link', { name: 'Back to the policies' })).toHaveAttribute(
      'href',
      '/corporate/set-policy',
    );
    expect(screen.getByRole('checkbox', { name: 'Economy' })).toBeChecked();
    await user.click(business);
    await user.click(screen.getByRole('checkbox', { name: 'Premium economy' }));
    const oneWay = screen.getByRole('spinbutton', { name: 'One-way fare cap' });
    await user.clear(oneWay);
    await user.type(oneWay, '0');
    await clickSave(user);
    expect(await screen.findByText('Enter a whole amount (VND) above 0')).toBeInTheDocument();
    await user.clear(oneWay);
    const roundTrip = screen.getByRole('spinbutton', { name: 'Round-trip fare cap' });
    await user.type(roundTrip, '2500000');
    expect(await screen.findByText('Cap: ₫2,500,000')).toBeInTheDocument();
    const days = screen.getByRole('spinbutton', { name: 'Minimum days booked ahead' });
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('radio', { name: 'Allow with a reason code' }));
    await clickSave(user);
    await waitFor(() =>
      expect(lastVariables(calls, 'UpdateTravelPolicy')).toEqual({
        input: {
          corporate_id: MY_CORPORATE.id,
          corporate_level_id: 'lv-staff',
          allowed_cabins: ['ECONOMY', 'BUSINESS'],
          one_way_cost: null,
          round_trip_cost: 2_500_000,
          min_days_ahead: 3,
          out_of_policy_action: 'ALLOW_WITH_REASON',
          hotel_caps: [
            { city_id: null, star_rating: null, nightly_cost: 800_000 },
            { city_id: 'da-nang', star_rating: 4, nightly_cost: 1_000_000 },
          ],
        },
      }),
    );
    expect(
      await screen.findByText('The travel policy of Nhân viên was saved.'),
    ).toBeInTheDocument();
    expect(await levelCard('Nhân viên')).toBeInTheDocument();
  });

  it("shows the server's field errors on their inputs, in Vietnamese, keeping what was typed", async () => {
    policyService();
    const calls = graphqlService('corporate', {
      UpdateTravelPolicy: () =>
        graphqlError(
          'BAD_USER_INPUT',
          'invalid',
          {
            fields: [
              { field: 'hotel_caps.2.city_id', rule: 'exists', message: 'is not a known city' },
              {
                field: 'hotel_caps.1',
                rule: 'unique',
                message: 'another cap has this city and star rating',
              },
              {
                field: 'out_of_policy_action',
                rule: 'reasons_required',
                message: 'add the reason codes travellers choose from first',
              },
            ],
          },
          ['update_travel_policy'],
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(travelPolicy, { path: 'set-policy/lv-board', locale: 'vi' });
    // A level without a policy starts from the defaults: economy, no caps, approval.
    expect(await screen.findByRole('checkbox', { name: 'Phổ thông' })).toBeChecked();
    expect(screen.getByText('Chính sách công tác: Ban lãnh đạo')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Thương gia' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cần phê duyệt' })).toBeChecked();
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Thêm' }));
    }
    const cities = screen.getAllByRole('combobox', { name: 'Thành phố' });
    const costs = screen.getAllByRole('spinbutton', { name: /Giá mỗi đêm/ });
    expect(cities).toHaveLength(3);
    for (const [index, city] of ['', 'Hà', 'hue'].entries()) {
      if (city) {
        await user.type(cities[index]!, city);
        await user.click(
          await screen.findByRole(
            'option',
            { name: index === 1 ? 'Hà Nội' : 'Huế' },
            { timeout: 3000 },
          ),
        );
      }
      await user.type(costs[index]!, String((index + 1) * 1_000_000));
    }
    await user.click(screen.getByRole('radio', { name: 'Cho phép kèm mã lý do' }));
    await clickSave(user, 'Lưu');
    expect(await screen.findByText('Không tìm thấy mục này')).toBeInTheDocument();
    // A whole row's error (another row has its city and stars) is said above the rows.
    expect(
      screen.getByText('Trần giá khách sạn: 2. Giá trị này đã được sử dụng'),
    ).toBeInTheDocument();
    const city = screen.getAllByRole('combobox', { name: 'Thành phố' })[2]!;
    expect(city).toHaveAccessibleDescription('Không tìm thấy mục này');
    expect(city).toHaveValue('Huế');
    // The picker sends the cities' ids; a row without one is any city.
    expect(lastVariables(calls, 'UpdateTravelPolicy')).toMatchObject({
      input: {
        hotel_caps: [
          { city_id: null, star_rating: null, nightly_cost: 1_000_000 },
          { city_id: 'ha-noi', star_rating: null, nightly_cost: 2_000_000 },
          { city_id: 'hue', star_rating: null, nightly_cost: 3_000_000 },
        ],
        out_of_policy_action: 'ALLOW_WITH_REASON',
      },
    });
    const actions = screen
      .getByRole('radio', { name: 'Cho phép kèm mã lý do' })
      .closest('fieldset');
    expect(actions).toHaveTextContent(
      'Hãy thêm mã lý do trước khi cho phép đặt ngoài chính sách kèm lý do',
    );
    expect(screen.getByRole('radio', { name: 'Cho phép kèm mã lý do' })).toBeChecked();
  });

  it('is read-only for an approver, who is shown the levels that have a policy', async () => {
    const calls = policyService('APPROVER');
    await renderConsole(travelPolicy, { path: 'set-policy', locale: 'en' });
    const card = await levelCard('Nhân viên');
    expect(card).toHaveTextContent('One-way fare cap₫1,200,000');
    expect(
      await screen.findByText(/Only the owner and admins can change the travel policy\./),
    ).toBeInTheDocument();
    // corporate_levels is the owner's and admins': the screen asks for the policies alone.
    expect(calls.map((c) => c.operationName)).not.toContain('TravelPolicyLevels');
    expect(screen.queryByRole('region', { name: 'Ban lãnh đạo' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit policy|Set a policy/ })).toBeNull();
    const reasons = screen.getByRole('region', { name: 'Reason codes' });
    expect(await within(reasons).findByText('CLIENT_MEETING')).toBeInTheDocument();
    expect(within(reasons).queryByRole('textbox')).toBeNull();
    expect(within(reasons).queryByRole('button', { name: 'Save reason codes' })).toBeNull();
  });

  it('refuses a staff member the screen and its edit form', async () => {
    const calls = policyService('STAFF');
    await renderConsole(travelPolicy, { path: 'set-policy/lv-staff', locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).not.toContain('TravelPolicyOfLevel');
  });

  it('edits the reason codes: a new code is sent with the list, a taken one shown on its input', async () => {
    policyService();
    let answer = 0;
    const calls = graphqlService('corporate', {
      UpdateTravelPolicyReasons: ({ input }) => {
        answer += 1;
        if (answer === 1) {
          return graphqlError(
            'BAD_USER_INPUT',
            'invalid',
            {
              fields: [
                {
                  field: 'reasons.1.code',
                  rule: 'unique',
                  message: 'another reason has this code',
                },
              ],
            },
            ['update_travel_policy_reasons'],
          );
        }
        return {
          update_travel_policy_reasons: input.reasons.map((r, i) => ({
            id: `r${i + 1}`,
            code: r.code.toUpperCase().replace(/\s+/g, '_'),
            description: r.description,
          })),
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(travelPolicy, { path: 'set-policy', locale: 'en' });
    const reasons = await screen.findByRole('region', { name: 'Reason codes' });
    await within(reasons).findByDisplayValue('CLIENT_MEETING');
    await user.click(within(reasons).getByRole('button', { name: 'Add' }));
    const codes = within(reasons).getAllByRole('textbox', { name: /Code/ });
    const descriptions = within(reasons).getAllByRole('textbox', { name: /Description/ });
    await user.type(codes[1]!, 'urgent trip');
    await user.type(descriptions[1]!, 'Sent at short notice');
    await clickSave(user, 'Save reason codes');
    expect(await within(reasons).findByText('This value is already in use')).toBeInTheDocument();
    expect(within(reasons).getAllByRole('textbox', { name: /Code/ })[1]).toHaveValue('urgent trip');
    await clickSave(user, 'Save reason codes');
    expect(await screen.findByText('Reason codes saved.')).toBeInTheDocument();
    expect(lastVariables(calls, 'UpdateTravelPolicyReasons')).toEqual({
      input: {
        corporate_id: MY_CORPORATE.id,
        reasons: [
          { code: 'CLIENT_MEETING', description: 'Gặp khách hàng' },
          { code: 'urgent trip', description: 'Sent at short notice' },
        ],
      },
    });
  });

  it('leads to creating a level when there is none, and retries a failed load', async () => {
    let fail = true;
    signInToConsole({
      TravelPolicyLevels: () =>
        fail
          ? graphqlError('INTERNAL_SERVER_ERROR', 'down', {}, ['travel_policies'])
          : { corporate_levels: [], travel_policies: [] },
      TravelPolicyReasons: () => ({ travel_policy_reasons: [] }),
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(travelPolicy, { path: 'set-policy', locale: 'en' });
    expect(await screen.findByText('The travel policy could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your company has no staff levels yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a level' })).toHaveAttribute(
      'href',
      '/corporate/levels/create',
    );
  });
});
