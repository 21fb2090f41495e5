import type { DeepStrings } from '../types';
import type { infoVi } from './info.vi';

export const infoEn = {
  about: {
    intro:
      'Wayfare is a flight and hotel booking and business travel management app for individual travellers and companies in Vietnam.',
    body: 'Travellers search and book flights and hotels; companies manage their staff, travel policy, approvals, expenses and invoices in one place.',
  },
} satisfies DeepStrings<typeof infoVi>;
