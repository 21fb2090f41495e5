import { DEMO_PEOPLE, type DemoPerson } from './accounts.js';
import { mobileNumber, personalLocalPart, randomName, type EmailBook } from './names.js';
import { createRng } from './prng.js';
import { daysAgo, isoDate, type SeedRows } from './rows.js';

export interface BuiltIndividuals {
  travellerIds: string[];
  agentIds: string[];
}

const TRAVELLERS = 12;
const AGENT_TRAVELLERS = 4;

/**
 * Individual travellers (no corporate) and one travel agent linked to four of them. Some
 * travellers hold a rank or a trial, and some were referred by the demo traveller.
 */
export function buildIndividuals(opts: {
  now: Date;
  emails: EmailBook;
  phoneBase: number;
  rows: SeedRows;
}): BuiltIndividuals {
  const { now, rows } = opts;
  const rng = createRng('wayfare-demo:individuals');
  const referralCodes = new Set<string>();
  const newReferralCode = () => {
    for (;;) {
      const code = rng.code(8);
      if (!referralCodes.has(code)) {
        referralCodes.add(code);
        return code;
      }
    }
  };

  const addUser = (index: number, demo: DemoPerson | undefined, referredBy: string | null) => {
    const name = demo?.name ?? randomName(rng);
    const year = rng.int(1970, 2003);
    const joined = daysAgo(now, rng.int(30, 700));
    const id = rng.uuid();
    const referralCode = newReferralCode();
    rows.users.push({
      id,
      email:
        demo?.email ??
        opts.emails.next(`${personalLocalPart(name)}${String(year).slice(2)}`, 'mail.example'),
      first_name: name.first_name,
      last_name: name.last_name,
      role: demo?.role === 'AGENT' ? 'AGENT' : demo?.role === 'SUPPORT' ? 'ADMIN' : 'USER',
      referral_code: referralCode,
      referred_by_code: referredBy,
      locale: rng.chance(0.2) ? 'en' : 'vi',
      dob: isoDate(new Date(Date.UTC(year, rng.int(0, 11), rng.int(1, 28)))),
      gender: name.gender,
      country_calling_code: '84',
      national_phone_number: demo?.national_phone_number ?? mobileNumber(opts.phoneBase + index),
      inserted_at: joined,
      updated_at: joined,
    });
    return { id, referralCode };
  };

  const demoTraveller = DEMO_PEOPLE.find((p) => p.role === 'TRAVELLER');
  const demoAgent = DEMO_PEOPLE.find((p) => p.role === 'AGENT');
  const first = addUser(0, demoTraveller, null);
  const travellerIds = [first.id];
  for (let i = 1; i < TRAVELLERS; i++) {
    travellerIds.push(addUser(i, undefined, rng.chance(0.3) ? first.referralCode : null).id);
  }
  const agent = addUser(TRAVELLERS, demoAgent, null);

  for (const travellerId of travellerIds.slice(0, AGENT_TRAVELLERS)) {
    rows.travelAgentTravellers.push({
      agent_user_id: agent.id,
      traveller_user_id: travellerId,
      inserted_at: daysAgo(now, rng.int(1, 60)),
    });
  }

  // Ranks: the demo traveller is GOLD; a few are SILVER; one rank has already expired.
  const ranks: [number, string, number, number][] = [
    [0, 'GOLD', 200, -165],
    [1, 'SILVER', 100, -265],
    [2, 'SILVER', 30, -335],
    [3, 'SILVER', 500, 135],
  ];
  for (const [index, rank, beganDaysAgo, expiresDaysAgo] of ranks) {
    rows.userRanks.push({
      id: rng.uuid(),
      user_id: travellerIds[index],
      rank,
      membership_id: rng.uuid(),
      begin_time: daysAgo(now, beganDaysAgo),
      expired_time: daysAgo(now, expiresDaysAgo),
      inserted_at: daysAgo(now, beganDaysAgo),
    });
  }
  // Trials: one running, one expired.
  rows.userTrials.push(
    { id: rng.uuid(), user_id: travellerIds[4], expired_at: daysAgo(now, -20) },
    { id: rng.uuid(), user_id: travellerIds[5], expired_at: daysAgo(now, 10) },
  );
  // Wayfare's support staff member (platform role ADMIN), last so the ids above never move.
  const demoSupport = DEMO_PEOPLE.find((p) => p.role === 'SUPPORT');
  if (demoSupport) addUser(TRAVELLERS + 1, demoSupport, null);
  // The agent's desk (docs/accounts-ui.md "Travel agent"): one client asked and not yet
  // answered, one who declined. After every draw above, so no earlier id moves.
  const invited = [travellerIds[AGENT_TRAVELLERS], travellerIds[AGENT_TRAVELLERS + 1]];
  const [waiting, declined] = invited.map((id) => rows.users.find((u) => u.id === id)!);
  rows.travelAgentInvitations.push(
    {
      id: rng.uuid(),
      agent_user_id: agent.id,
      email: waiting.email!.toLowerCase(),
      status: 'PENDING',
      expires_at: daysAgo(now, -12),
      inserted_at: daysAgo(now, 2),
    },
    {
      id: rng.uuid(),
      agent_user_id: agent.id,
      email: declined.email!.toLowerCase(),
      status: 'DECLINED',
      answered_by: declined.id,
      answered_at: daysAgo(now, 5),
      expires_at: daysAgo(now, -4),
      inserted_at: daysAgo(now, 10),
    },
  );
  return { travellerIds, agentIds: [agent.id] };
}
