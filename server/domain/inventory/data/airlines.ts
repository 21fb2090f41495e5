/**
 * Airlines of the inventory: IATA code, name, country, a brand-like colour for the generated
 * monogram logo (public/airlines/<code>.svg, no trademark artwork) and the fare family kind.
 */
export type AirlineKind = 'FSC' | 'LCC';

export interface AirlineSeed {
  code: string;
  name: string;
  country: string;
  color: string;
  kind: AirlineKind;
  /** Has a business cabin. */
  business: boolean;
  /** Has a premium economy cabin. */
  premium?: boolean;
}

const a = (
  code: string,
  name: string,
  country: string,
  color: string,
  kind: AirlineKind,
  business = kind === 'FSC',
  premium = false,
): AirlineSeed => ({ code, name, country, color, kind, business, premium });

export const AIRLINES: AirlineSeed[] = [
  a('VN', 'Vietnam Airlines', 'VN', '#006885', 'FSC', true, true),
  a('VJ', 'Vietjet Air', 'VN', '#e31f26', 'LCC', true),
  a('QH', 'Bamboo Airways', 'VN', '#1e7b4c', 'FSC'),
  a('VU', 'Vietravel Airlines', 'VN', '#1c3f94', 'LCC'),
  a('0V', 'VASCO', 'VN', '#0a6cb4', 'FSC', false),
  a('TG', 'Thai Airways', 'TH', '#5c2d91', 'FSC'),
  a('FD', 'Thai AirAsia', 'TH', '#e4002b', 'LCC', false),
  a('SQ', 'Singapore Airlines', 'SG', '#f6a81c', 'FSC', true, true),
  a('TR', 'Scoot', 'SG', '#f9c813', 'LCC', false),
  a('MH', 'Malaysia Airlines', 'MY', '#00306e', 'FSC'),
  a('AK', 'AirAsia', 'MY', '#ff0000', 'LCC', false),
  a('CX', 'Cathay Pacific', 'HK', '#006564', 'FSC', true, true),
  a('CI', 'China Airlines', 'TW', '#d6006e', 'FSC'),
  a('BR', 'EVA Air', 'TW', '#00693e', 'FSC', true, true),
  a('KE', 'Korean Air', 'KR', '#00a5e5', 'FSC'),
  a('OZ', 'Asiana Airlines', 'KR', '#c8102e', 'FSC'),
  a('7C', 'Jeju Air', 'KR', '#ff5000', 'LCC', false),
  a('JL', 'Japan Airlines', 'JP', '#cc0000', 'FSC', true, true),
  a('NH', 'All Nippon Airways', 'JP', '#13448f', 'FSC', true, true),
  a('K6', 'Cambodia Angkor Air', 'KH', '#0f2f6b', 'FSC', false),
  a('QV', 'Lao Airlines', 'LA', '#0b4ea2', 'FSC', false),
  a('8M', 'Myanmar Airways International', 'MM', '#1a3668', 'FSC', false),
  a('PR', 'Philippine Airlines', 'PH', '#003c71', 'FSC'),
  a('5J', 'Cebu Pacific', 'PH', '#fcd000', 'LCC', false),
  a('GA', 'Garuda Indonesia', 'ID', '#00758f', 'FSC'),
  a('CZ', 'China Southern Airlines', 'CN', '#0b5fa5', 'FSC'),
  a('MU', 'China Eastern Airlines', 'CN', '#1a2a6c', 'FSC'),
  a('CA', 'Air China', 'CN', '#d71920', 'FSC'),
  a('QF', 'Qantas', 'AU', '#e0001b', 'FSC', true, true),
  a('AF', 'Air France', 'FR', '#002157', 'FSC', true, true),
  a('LH', 'Lufthansa', 'DE', '#05164d', 'FSC', true, true),
];
