import { useT } from '../../i18n/context';
import { hotelPartyRanges, type HotelParty } from './party';
import { PartyPicker } from './PartyPicker';
import { hotelGuestsText } from './partyText';

/** Adults, children and rooms of a hotel stay, within the limits `hotelPartyRanges` sets. */
export function HotelPartyPicker({
  id,
  party,
  onChange,
}: {
  id: string;
  party: HotelParty;
  onChange: (party: HotelParty) => void;
}) {
  const t = useT();
  const ranges = hotelPartyRanges(party);
  return (
    <PartyPicker
      id={id}
      label={t('search.hotelForm.guests')}
      summary={hotelGuestsText(t, party)}
      counters={[
        { key: 'adults', label: t('search.party.adults'), value: party.adults, ...ranges.adults },
        {
          key: 'children',
          label: t('search.party.children'),
          hint: t('search.party.childrenHotelHint'),
          value: party.children,
          ...ranges.children,
        },
        { key: 'rooms', label: t('search.party.rooms'), value: party.rooms, ...ranges.rooms },
      ]}
      onChange={(key, value) => onChange({ ...party, [key as keyof HotelParty]: value })}
    />
  );
}
