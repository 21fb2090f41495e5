import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export interface SearchTabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<{ value: K; label: string }>;
  value: K;
  onChange: (value: K) => void;
  /** A tab is about to be chosen (pointer over it, or focus): a chance to prefetch its panel. */
  onIntent?: (value: K) => void;
  /** id prefix: tabs are `${id}-tab-${value}`, panels `${id}-panel-${value}`. */
  id: string;
}

/**
 * A small ARIA tablist (arrow keys, Home, End). MUI Tabs measures its indicator and scroll
 * buttons after mounting, which cost the home page two extra long tasks on a slow phone.
 */
export function SearchTabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  onIntent,
  id,
}: SearchTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next].value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', gap: 1, mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onPointerEnter={() => onIntent?.(tab.value)}
            onFocus={() => onIntent?.(tab.value)}
            sx={{
              px: 2,
              py: 1.25,
              minHeight: 48,
              fontWeight: 700,
              fontSize: '0.95rem',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 3,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
