import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useT } from '../../i18n/context';
import { errorProps, Field, nativeControlSx } from './Field';
import { toPlaceChoice, type PlaceChoice, type PlaceKind } from './place';
import { PlaceOption } from './PlaceOption';
import { useDismiss } from './useDismiss';
import { usePlaceSuggestions } from './usePlaceSuggestions';

export interface PlaceFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: PlaceChoice | null;
  onChange: (place: PlaceChoice | null) => void;
  types: readonly PlaceKind[];
  error?: string | null;
  /** An action offered first while nothing is typed (hotels: "Near me"). */
  lead?: { content: ReactNode; onChoose: () => void } | null;
  /** What the input shows when it is not the value's name (hotels: "Near me"). */
  valueText?: string;
}

/** How a chosen place reads in its input: 'Hà Nội (HAN)' or 'Đà Nẵng'. */
export const placeLabel = (place: PlaceChoice | null) =>
  place ? (place.code ? `${place.name} (${place.code})` : place.name) : '';

/** Place autocomplete: an ARIA 1.2 combobox over the places service. */
export function PlaceField({
  id,
  label,
  placeholder,
  value,
  onChange,
  types,
  error,
  lead,
  valueText,
}: PlaceFieldProps) {
  const t = useT();
  const listId = `${id}-listbox`;
  const optionPrefix = `${useId()}-option`;
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState<string | null>(null); // null: not editing, show the value
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(text ?? '', types, open);
  const places = suggestions.places;
  // The lead option (index 0) shows only before anything is typed; places follow it.
  const offset = lead && !text?.trim() ? 1 : 0;
  const count = places.length + offset;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
    setText(null);
  }, []);
  useDismiss(root, open, close);

  const choose = (index: number) => {
    const place = places[index - offset];
    if (offset && index === 0) lead?.onChoose();
    else if (place) onChange(toPlaceChoice(place));
    else return;
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (count) setActive((i) => (i + step + count) % count);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      // Enter without a highlighted option takes the first place, never the lead action.
      choose(active >= 0 ? active : offset);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const status =
    suggestions.status === 'error'
      ? t('search.place.failed')
      : suggestions.status === 'ready' && places.length === 0
        ? t('search.place.noMatch')
        : suggestions.status === 'loading' && places.length === 0
          ? t('search.place.searching')
          : null;

  return (
    <Box ref={root} sx={{ position: 'relative', minWidth: 0 }}>
      <Field id={id} label={label} error={error}>
        <Box
          component="input"
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${optionPrefix}-${active}` : undefined}
          value={text ?? valueText ?? placeLabel(value)}
          onChange={(event) => {
            setText((event.target as HTMLInputElement).value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={(event) => {
            (event.target as HTMLInputElement).select();
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          sx={nativeControlSx}
          {...errorProps(id, error)}
        />
      </Field>
      <Paper
        elevation={8}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          zIndex: 20,
          left: 0,
          top: 'calc(100% - 2px)',
          mt: 0.5,
          width: 'min(420px, calc(100vw - 32px))',
          maxHeight: 360,
          overflowY: 'auto',
        }}
      >
        <Box component="ul" id={listId} role="listbox" aria-label={label} sx={{ m: 0, p: 0.5 }}>
          {[...(offset && lead ? [lead] : []), ...places].map((option, index) => (
            <Box
              component="li"
              key={'id' in option ? option.id : ''}
              id={`${optionPrefix}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseEnter={() => setActive(index)}
              sx={{
                listStyle: 'none',
                px: 1.5,
                py: 1,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
              }}
            >
              {'id' in option ? <PlaceOption place={option} /> : option.content}
            </Box>
          ))}
        </Box>
        {status && (
          <Box role="status" sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: '0.875rem' }}>
            {status}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
