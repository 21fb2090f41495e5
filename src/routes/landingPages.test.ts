import { describe, expect, it } from 'vitest';
import { landingModuleFor } from './landingPages';

describe('landing pages', () => {
  it('finds the page module for exact paths and below a prefix', () => {
    expect(landingModuleFor('/')).toBe('src/public-site/HomePage.tsx');
    expect(landingModuleFor('/p')).toBe('src/public-site/hotels/HotelResultsPage.tsx');
    expect(landingModuleFor('/property/h-42')).toBe('src/public-site/hotels/PropertyPage.tsx');
  });

  it('counts the checkout pages, which gateways and reloads open directly', () => {
    expect(landingModuleFor('/checkout/flight')).toBe(
      'src/public-site/checkout/CheckoutFlightPage.tsx',
    );
    expect(landingModuleFor('/checkout/hotel')).toBe(
      'src/public-site/checkout/CheckoutHotelPage.tsx',
    );
    expect(landingModuleFor('/checkout/success-hotel')).toBe(
      'src/public-site/checkout/CheckoutResultPage.tsx',
    );
    expect(landingModuleFor('/checkout/success-request')).toBeNull();
  });

  it('leaves other paths alone', () => {
    expect(landingModuleFor('/pricing')).toBeNull();
    expect(landingModuleFor('/flight/extra')).toBeNull();
    expect(landingModuleFor('/corporate/users')).toBeNull();
  });
});
