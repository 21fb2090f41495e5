import type { DeepStrings } from './types';
import type { travelPolicyConsoleVi, travelPolicyResourceVi } from './console.policy.vi';

/** English texts of the travel policy screen (console.policy.vi.ts is the reference). */
export const travelPolicyConsoleEn = {
  intro:
    'Each staff level can have its own travel policy: cabins, fare and hotel caps, days booked ahead, and what happens outside the policy.',
  readOnly:
    'Only the owner and admins can change the travel policy. Levels not listed have no policy: all their trips are in policy.',
  noLevels: 'Your company has no staff levels yet.',
  noLevelsHint: 'Create the levels first, then set a policy for each.',
  createLevel: 'Create a level',
  noPolicy: 'No policy yet',
  noPolicyHint: 'Every trip of this level counts as in policy.',
  setPolicy: 'Set a policy',
  editPolicy: 'Edit policy',
  editTitle: 'Travel policy: %{level}',
  saved: 'The travel policy of %{level} was saved.',
  updated: 'Updated %{date}',
  loadError: 'The travel policy could not be loaded.',
  retry: 'Try again',
  back: 'Back to the policies',
  flights: 'Flights',
  hotels: 'Hotels',
  noCap: 'No cap',
  capHelp: 'Whole VND; leave empty for no cap.',
  capPreview: 'Cap: %{amount}',
  daysAhead:
    'Booked at least %{smart_count} day ahead |||| Booked at least %{smart_count} days ahead',
  anyDay: 'No advance booking needed',
  noHotelCaps: 'No hotel caps.',
  hotelCapsHelp:
    'Per room and night. The most specific cap that matches a hotel applies (city and stars, city, stars, then anywhere).',
  anyCity: 'Any city',
  anyStars: 'Any rating',
  stars: '%{smart_count} star |||| %{smart_count} stars',
  hotelCapRow: '%{city}, %{stars}: %{amount} a night',
  wholeAmount: 'Enter a whole amount (VND) above 0',
  cabins: {
    ECONOMY: 'Economy',
    PREMIUM_ECONOMY: 'Premium economy',
    BUSINESS: 'Business',
    FIRST: 'First',
  },
  actions: {
    BLOCK: 'Block the booking',
    APPROVAL: 'Ask for approval',
    ALLOW_WITH_REASON: 'Allow with a reason code',
  },
  actionHelp: {
    BLOCK: 'Fares and rooms outside the policy cannot be booked.',
    APPROVAL: 'Bookable once an approver agrees.',
    ALLOW_WITH_REASON: "Bookable when the traveller picks one of the company's reason codes.",
  },
  reasons: {
    title: 'Reason codes',
    intro:
      'Travellers pick one when they book outside the policy at a level that allows it with a reason.',
    empty: 'Your company has no reason codes yet.',
    codeHelp: 'Capitals, digits, _ or -; spaces become _.',
    codeFormat: 'Use only letters, digits, _ or - (at most 32 characters)',
    duplicate: 'This code is already in the list',
    save: 'Save reason codes',
    saved: 'Reason codes saved.',
    loadError: 'The reason codes could not be loaded.',
  },
} satisfies DeepStrings<typeof travelPolicyConsoleVi>;

export const travelPolicyResourceEn = {
  name: 'Travel policy',
  fields: {
    level_name: 'Level',
    allowed_cabins: 'Allowed cabins',
    one_way_cost: 'One-way fare cap',
    round_trip_cost: 'Round-trip fare cap',
    min_days_ahead: 'Minimum days booked ahead',
    out_of_policy_action: 'Outside the policy',
    hotel_caps: 'Hotel nightly caps',
    city_id: 'City',
    star_rating: 'Star rating',
    nightly_cost: 'Nightly cap',
    reasons: 'Reason codes',
    code: 'Code',
    description: 'Description',
  },
} satisfies DeepStrings<typeof travelPolicyResourceVi>;
