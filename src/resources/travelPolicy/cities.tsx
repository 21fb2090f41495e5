import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, useTranslate, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PlaceLookupDocument } from '../../api/generated/places';
import { graphqlRequest } from '../../api/graphql';
import { usePlaceSuggestions } from '../../public-site/search/usePlaceSuggestions';
import { useConsoleLocale } from '../common/formats';
import { fieldLabel, policyText } from './choices';

const CITY: ['CITY'] = ['CITY'];

/**
 * A city's name in the interface's language, from the places service (a cap keeps the city's
 * id, e.g. da-nang; its place is city:da-nang). Null until known, or for an id it does not know.
 */
export function useCityName(cityId: string | null | undefined): string | null {
  const locale = useConsoleLocale();
  const { data } = useQuery({
    queryKey: ['places', 'city', cityId, locale],
    enabled: Boolean(cityId),
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      graphqlRequest(
        'places',
        PlaceLookupDocument,
        { input: { id: `city:${cityId}`, locale } },
        { signal },
      ).then((result) => result.place?.name ?? null),
  });
  return data ?? null;
}

/** A city's name, else its id (the places service not answering or not knowing it). */
export function CityName({ cityId }: { cityId: string }) {
  return <>{useCityName(cityId) ?? cityId}</>;
}

/** The city id of a CITY place (its id is city:<city id>). */
const cityIdOf = (placeId: string) => (placeId.startsWith('city:') ? placeId.slice(5) : null);

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A hotel cap's city: the places service's cities as the person types (as the site's search
 * boxes suggest them), the cap keeping the city's id; empty is any city.
 */
export function CityInput() {
  const translate = useTranslate();
  const value = useWatch({ name: useWrappedSource('city_id') }) as string | null | undefined;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { places } = usePlaceSuggestions(query, CITY, open);
  const current = useCityName(value);
  const choices = [
    ...(value ? [{ id: value, name: current ?? value }] : []),
    ...places
      .map((place) => ({ id: cityIdOf(place.id), name: place.name }))
      .filter((city): city is { id: string; name: string } => !!city.id && city.id !== value),
  ];
  return (
    <AutocompleteInput
      source="city_id"
      label={fieldLabel('city_id')}
      choices={choices}
      setFilter={setQuery}
      matchSuggestion={() => true}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      emptyText={translate(policyText('anyCity'))}
      parse={emptyToNull}
      helperText={false}
      sx={{ minWidth: 220 }}
    />
  );
}
