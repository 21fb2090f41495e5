import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { storeUsage } from '../support/store-usage';

const READ = `query { corporate { id company_name webhook_url logo displaying_price
  enforce_cost_center trial_expired_at ta rank_configuration { rank owner_cashback_rate }
  corporate_credit { max_debt currency penalty { days rate } reward { days rate } }
  account_manager { email } referrer { email } } }`;
const UPDATE = `mutation($i: UpdateCorporateInput!) { update_corporate(input: $i) {
  id company_name display_name company_tax_code webhook_url displaying_price
  enforce_cost_center enable_split_payment is_enable_expense logo } }`;
const DASHBOARD = `query($c: ID) { corporate_dashboard(corporate_id: $c) { corporate_id
  active_staff pending_invitations departments cost_centers_near_budget near_budget_percent } }`;
const STAFF = `query($c: ID!) { corporate_staffs(corporate_id: $c) { user_id } }`;

const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const WHO = ['owner', 'admin', 'accounting', 'staff', 'invited', 'other', 'pending', 'trial'];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

const t = useAccountsApp({}, async (host) => {
  const db = host.database.db;
  for (const who of WHO) {
    tokens[who] = (await signInAs(host, { email: `${who}@prof.example` })).access_token;
    ids[who] = await userIdOf(db, `${who}@prof.example`);
  }
  ids.song = await buildCorporate(db, {
    name: 'Sông Hồng',
    owner: ids.owner,
    members: [
      { user: ids.admin, role: 'ADMIN' },
      { user: ids.accounting, role: 'ACCOUTING' },
      { user: ids.staff, role: 'STAFF' },
      { user: ids.invited, role: 'STAFF' },
    ],
  });
  // Everyone but `invited` has joined; `invited` has an invitation waiting (issue 19).
  await db.execute(sql`update corporate_staffs set joined_at = now()
    where corporate_id = ${ids.song}::uuid and user_id <> ${ids.invited}::uuid`);
  await db.execute(sql`update corporate_staffs set active = false, invitation = 'INVITED'
    where corporate_id = ${ids.song}::uuid and user_id = ${ids.invited}::uuid`);
  await db.execute(sql`insert into staff_invitations
      (corporate_id, staff_id, user_id, token_hash, expires_at)
    select corporate_id, id, user_id, 'test-link', '2999-01-01T00:00:00Z'
    from corporate_staffs where corporate_id = ${ids.song}::uuid and user_id = ${ids.invited}::uuid`);
  ids.mekong = await buildCorporate(db, { name: 'Mê Kông', owner: ids.other });
  ids.pendingCorp = await buildCorporate(db, {
    name: 'Chờ',
    owner: ids.pending,
    status: 'PENDING',
  });
  ids.trialCorp = await buildCorporate(db, {
    name: 'Dùng thử',
    owner: ids.trial,
    status: 'PENDING',
  });
  await db.execute(sql`insert into user_trials (user_id, expired_at)
    values (${ids.trial}::uuid, '2999-01-01T00:00:00Z'), (${ids.pending}::uuid, '2001-01-01T00:00:00Z')`);
  const [rank] = (
    await db.execute<{ id: string }>(sql`insert into rank_configurations
      (rank, minimum_spending, owner_cashback_rate, admin_booked_cashback_rate)
      values ('GOLD', 500000000, 1.5, 0.5) returning id`)
  ).rows;
  await db.execute(sql`update corporates set rank_configuration_id = ${rank.id}::uuid,
    account_manager_user_id = ${ids.other}::uuid where id = ${ids.song}::uuid`);
  await db.execute(sql`insert into corporate_credits (corporate_id, max_debt, monthly_limit,
    penalty_days, penalty_rate, reward_days, reward_rate)
    values (${ids.song}::uuid, 200000000, 100000000, 30, 2, 7, 1)`);
  await db.execute(sql`insert into departments (corporate_id, name) values
    (${ids.song}::uuid, 'Kinh doanh'), (${ids.song}::uuid, 'Kế toán'),
    (${ids.mekong}::uuid, 'Khác')`);
  const centers = await db.execute<{ id: string; name: string }>(sql`insert into cost_centers
    (corporate_id, name) values (${ids.song}::uuid, 'Near'), (${ids.song}::uuid, 'Far'),
    (${ids.mekong}::uuid, 'Theirs') returning id, name`);
  const by = Object.fromEntries(centers.rows.map((r) => [r.name, r.id]));
  await db.execute(sql`insert into cost_center_budgets (corporate_id, cost_center_id, amount,
    used_balance) values (${ids.song}::uuid, ${by.Near}::uuid, 1000000, 800000),
    (${ids.song}::uuid, ${by.Far}::uuid, 1000000, 799999),
    (${ids.mekong}::uuid, ${by.Theirs}::uuid, 1000, 1000)`);
});

const gql = (who: string | null, query: string, variables: Record<string, unknown> = {}) =>
  call(t().app, 'POST', '/graphql/corporate', {
    body: { query, variables },
    token: who ? tokens[who] : undefined,
  });

describe('corporate, read in full', () => {
  it('answers rank, credit terms and account manager; credit only to finance roles', async () => {
    const owner = await gql('owner', READ);
    expect(owner.body.errors, JSON.stringify(owner.body.errors)).toBeUndefined();
    expect(owner.body.data.corporate).toMatchObject({
      rank_configuration: { rank: 'GOLD', owner_cashback_rate: 1.5 },
      corporate_credit: {
        max_debt: 200000000,
        currency: 'VND',
        penalty: { days: 30, rate: 2 },
        reward: { days: 7, rate: 1 },
      },
      account_manager: { email: 'other@prof.example' },
      referrer: null,
      ta: false,
      trial_expired_at: null,
    });
    const staff = await gql('staff', READ);
    expect(staff.body.data.corporate.corporate_credit).toBeNull();
    expect(staff.body.data.corporate.rank_configuration.rank).toBe('GOLD');
  });
});

describe('update_corporate', () => {
  it('lets the owner and admins change details and switches', async () => {
    const r = await gql('admin', UPDATE, {
      i: {
        id: ids.song,
        display_name: '  Sông Hồng Group ',
        webhook_url: 'https://hooks.songhong.vn/wayfare',
        displaying_price: 'WITHOUT_VAT',
        enforce_cost_center: true,
        enable_split_payment: true,
        is_enable_expense: true,
      },
    });
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    expect(r.body.data.update_corporate).toMatchObject({
      company_name: 'Sông Hồng JSC',
      display_name: 'Sông Hồng Group',
      webhook_url: 'https://hooks.songhong.vn/wayfare',
      displaying_price: 'WITHOUT_VAT',
      enforce_cost_center: true,
      enable_split_payment: true,
      is_enable_expense: true,
    });
  });

  it('names bad fields: webhook not https or private, locked tax code, price, logo', async () => {
    const rules = async (input: Record<string, unknown>) => {
      const r = await gql('owner', UPDATE, { i: { id: ids.song, ...input } });
      return r.body.errors[0].extensions.fields.map((f: { field: string; rule: string }) =>
        [f.field, f.rule].join(':'),
      );
    };
    expect(await rules({ webhook_url: 'http://hooks.songhong.vn' })).toEqual(['webhook_url:https']);
    expect(await rules({ webhook_url: 'https://10.0.0.5/x' })).toEqual(['webhook_url:host']);
    expect(await rules({ webhook_url: 'https://localhost/x' })).toEqual(['webhook_url:host']);
    expect(await rules({ webhook_url: 'not a url' })).toEqual(['webhook_url:format']);
    expect(await rules({ company_tax_code: '0314409058' })).toEqual(['company_tax_code:locked']);
    expect(await rules({ displaying_price: 'CHEAP' })).toEqual(['displaying_price:enum']);
    expect(await rules({ logo: 'https://evil.example/a.png' })).toEqual(['logo:upload_only']);
    expect(await rules({ company_name: '' })).toEqual(['company_name:required']);
  });

  it('lets a pending corporate change its tax code, unless another holds it', async () => {
    const ok = await gql('pending', UPDATE, {
      i: { id: ids.pendingCorp, company_tax_code: '1000000065' },
    });
    expect(ok.body.data.update_corporate.company_tax_code).toBe('1000000065');
    const taken = await gql('trial', UPDATE, {
      i: { id: ids.trialCorp, company_tax_code: '1000000065' },
    });
    expect(taken.body.errors[0].extensions.fields[0].rule).toBe('taken');
  });

  it("refuses other roles and another corporate's users, with no data", async () => {
    for (const who of ['staff', 'accounting']) {
      const r = await gql(who, UPDATE, { i: { id: ids.song, display_name: 'X' } });
      expect(r.body.errors[0].extensions.code, who).toBe('FORBIDDEN');
      expect(r.body.data).toBeNull();
    }
    const stranger = await gql('other', UPDATE, { i: { id: ids.song, display_name: 'Mine' } });
    expect(stranger.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(stranger.body.data).toBeNull();
    const after = await gql('owner', READ);
    expect(after.body.data.corporate.company_name).toBe('Sông Hồng JSC');
  });
});

describe('logo upload', () => {
  const upload = (who: string, bytes: Buffer, name = 'logo.png') => {
    const boundary = '----wayfare';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t().app.inject({
      method: 'POST',
      url: '/api/v1/corporate/logo',
      headers: {
        authorization: `Bearer ${tokens[who]}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('stores a PNG by its bytes and serves it; the corporate shows its URL', async () => {
    const r = await upload('owner', PNG);
    expect(r.statusCode, r.body).toBe(201);
    const logo = r.json().data.logo as string;
    expect(logo).toMatch(new RegExp(`^/api/v1/corporate/logos/${ids.song}/[0-9a-f-]+\\.png$`));
    const served = await t().app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await gql('staff', READ)).body.data.corporate.logo).toBe(logo);
  });

  it('refuses what is not an image, too large, and anyone but owner and admin', async () => {
    const text = await upload('owner', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(text.statusCode).toBe(400);
    expect(JSON.stringify(text.json())).toContain('"rule":"type"');
    const big = await upload('owner', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(big.json())).toContain('"rule":"max_size"');
    expect((await upload('staff', PNG)).statusCode).toBe(403);
    expect((await upload('other', PNG)).json().data?.logo).not.toContain(ids.song);
  });

  it('stores nothing past a limit, keeps one logo per corporate, and rates uploads per user', async () => {
    const store = () => storeUsage(t().config, `corporate-logos/${ids.song}`);
    expect((await upload('admin', PNG)).statusCode).toBe(201);
    const one = store();
    expect(one.files).toBe(2); // the image and its content type
    const refusals: Array<[string, Buffer, number, string]> = [
      ['admin', Buffer.from('<svg onload="alert(1)"></svg>'), 400, 'type'],
      ['admin', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 400, 'max_size'],
      ['staff', PNG, 403, ''],
    ];
    for (const [who, bytes, status] of refusals) {
      expect((await upload(who, bytes)).statusCode).toBe(status);
      expect(store()).toEqual(one);
    }
    // A new logo replaces the old one on the disk too.
    expect((await upload('admin', PNG)).statusCode).toBe(201);
    expect(store().files).toBe(2);
    // The admin has now sent 4 uploads this hour; 26 more are counted, the next is refused.
    for (let i = 0; i < 26; i++) await upload('admin', Buffer.from('not an image'));
    const limited = await upload('admin', PNG);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.fields).toMatchObject([{ field: 'logo', rule: 'upload_rate' }]);
    expect(store().files).toBe(2);
  });
});

describe('corporate_dashboard', () => {
  it('counts active staff, pending invitations, departments and cost centers near budget', async () => {
    const r = await gql('owner', DASHBOARD);
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    expect(r.body.data.corporate_dashboard).toEqual({
      corporate_id: ids.song,
      active_staff: 4,
      pending_invitations: 1,
      departments: 2,
      cost_centers_near_budget: 1,
      near_budget_percent: 80,
    });
  });

  it('answers only the counts the role may list', async () => {
    const r = await gql('staff', DASHBOARD);
    expect(r.body.data.corporate_dashboard).toMatchObject({
      active_staff: null,
      departments: null,
      cost_centers_near_budget: null,
    });
  });

  it("refuses another corporate's id with no data", async () => {
    const r = await gql('other', DASHBOARD, { c: ids.song });
    expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(r.body.data).toBeNull();
  });
});

describe('review status and trial', () => {
  it('keeps a pending corporate to its dashboard and details until approved', async () => {
    const staff = await gql('pending', STAFF, { c: ids.pendingCorp });
    expect(staff.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const dashboard = await gql('pending', DASHBOARD);
    expect(dashboard.body.data.corporate_dashboard.active_staff).toBeNull();
  });

  it('opens the console to a pending corporate while its trial is active', async () => {
    const staff = await gql('trial', STAFF, { c: ids.trialCorp });
    expect(staff.body.errors, JSON.stringify(staff.body.errors)).toBeUndefined();
    expect(staff.body.data.corporate_staffs).toEqual([{ user_id: ids.trial }]);
    const read = await gql('trial', READ);
    expect(read.body.data.corporate.trial_expired_at).toBe('2999-01-01T00:00:00.000Z');
  });

  it('keeps an invitation pending through sign-in until the person accepts it', async () => {
    t().clock.advance(61);
    const signedIn = await signInAs(t(), { email: 'invited@prof.example' });
    expect((await gql('owner', DASHBOARD)).body.data.corporate_dashboard.pending_invitations).toBe(
      1,
    );
    const answer = async (query: string) =>
      (
        await call(t().app, 'POST', '/graphql/corporate', {
          body: { query },
          token: signedIn.access_token,
        })
      ).body.data;
    const [invitation] = (await answer('{ my_staff_invitations { id } }')).my_staff_invitations;
    await answer(`mutation { accept_staff_invitation(id: "${invitation.id}") { status } }`);
    const r = await gql('owner', DASHBOARD);
    expect(r.body.data.corporate_dashboard).toMatchObject({
      pending_invitations: 0,
      active_staff: 5,
    });
  });
});
