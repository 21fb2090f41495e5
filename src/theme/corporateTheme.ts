import type { RuntimeConfig } from '../../common/runtime-config-contract';

/** The palette families: Wayfare's own, and the bank customers' light one (spec §6). */
export type ThemeVariant = 'default' | 'bank';

export interface CorporateTheme {
  variant: ThemeVariant;
  /** Members of a dark-theme corporate level see the dark theme unless they chose otherwise. */
  preferDark: boolean;
}

export const DEFAULT_CORPORATE_THEME: CorporateTheme = { variant: 'default', preferDark: false };

/**
 * Spec §6: a corporate level with a configured id gets the dark theme; a configured bank
 * customer gets the bank's light theme; everyone else the default (docs/decisions.md,
 * "Corporate themes"). Ids come from /config.json `corporateThemes`.
 */
export function corporateThemeOf(
  corporate: { id: string; your_corporate_level_id?: string | null } | null | undefined,
  config: Pick<RuntimeConfig, 'corporateThemes'> | null | undefined,
): CorporateTheme {
  const ids = config?.corporateThemes;
  if (!corporate || !ids) return DEFAULT_CORPORATE_THEME;
  const level = corporate.your_corporate_level_id?.toLowerCase();
  return {
    variant: ids.bankCorporateIds.includes(corporate.id.toLowerCase()) ? 'bank' : 'default',
    preferDark: Boolean(level && ids.darkLevelIds.includes(level)),
  };
}
