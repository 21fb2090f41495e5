import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

export interface ChoicePickerProps {
  label: string;
  options: readonly Choice[];
  loading: boolean;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Asks the server for the matching choices as the user types (the people picker). */
  onInput?: (text: string) => void;
}

/** A filter's several-choice picker (departments, people, cost centers), opened on focus. */
export function ChoicePicker({
  label,
  options,
  loading,
  value,
  onChange,
  onInput,
}: ChoicePickerProps) {
  const translate = useTranslate();
  const known = new Map(options.map((o) => [o.id, o]));
  // The same array while the same choices are named alike: a new one each render made the
  // Autocomplete take it for a new value and clear what was being typed.
  const selectedKey = JSON.stringify(value.map((id) => [id, known.get(id)?.name ?? id]));
  const selected = useMemo(
    () => (JSON.parse(selectedKey) as [string, string][]).map(([id, name]) => ({ id, name })),
    [selectedKey],
  );
  return (
    <Autocomplete
      multiple
      openOnFocus
      size="small"
      options={options as Choice[]}
      value={selected}
      loading={loading}
      filterSelectedOptions
      filterOptions={onInput ? (all) => all : undefined}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next.map((o) => o.id))}
      onInputChange={onInput ? (_event, text) => onInput(text) : undefined}
      noOptionsText={translate('console.analysis.filter.noOptions')}
      loadingText={translate('console.analysis.filter.loadingOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={label}
          placeholder={value.length ? undefined : translate('console.analysis.filter.everyone')}
        />
      )}
    />
  );
}
