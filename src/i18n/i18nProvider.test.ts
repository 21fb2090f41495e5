import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadConsoleCatalogue } from './i18nProvider';

describe('console i18nProvider', () => {
  it('translates react-admin, console and resource keys in the loaded language', async () => {
    await loadConsoleCatalogue('vi');
    const i18n = createI18nProvider('vi');
    expect(i18n.translate('ra.action.save')).toBe('Lưu');
    expect(i18n.translate('resources.members.name', { smart_count: 2 })).toBe(
      'Thành viên và vai trò',
    );
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 77 }),
    ).toContain('77');
    expect(i18n.translate('validate.rules.required')).toBe('Trường này là bắt buộc');
  });

  it('uses `_` for a missing key, formatted, else the key itself', async () => {
    await loadConsoleCatalogue('vi');
    const i18n = createI18nProvider('vi');
    expect(i18n.translate('resources.nope.name', { _: 'Nope %{n}', n: 3 })).toBe('Nope 3');
    expect(i18n.translate('resources.nope.name')).toBe('resources.nope.name');
  });

  it('picks English plural forms by smart_count and loads English only when asked', async () => {
    await loadConsoleCatalogue('vi');
    const i18n = createI18nProvider('vi');
    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
    expect(i18n.translate('console.roles.ACCOUTING')).toBe('Accounting');
  });

  it('adds an area’s own texts only where that area asks, in both languages', async () => {
    await loadConsoleCatalogue('vi');
    const corporate = createI18nProvider('vi');
    expect(corporate.translate('supportArea.title')).toBe('supportArea.title');
    await loadConsoleCatalogue('vi', 'support');
    const support = createI18nProvider('vi', 'support');
    expect(support.translate('supportArea.title')).toBe('Khu vực hỗ trợ Wayfare');
    // The console's texts are still there, and the console itself is unchanged.
    expect(support.translate('ra.action.save')).toBe('Lưu');
    expect(corporate.translate('supportArea.title')).toBe('supportArea.title');
    await support.changeLocale('en');
    expect(support.translate('supportArea.title')).toBe('Wayfare support area');
  });
});
