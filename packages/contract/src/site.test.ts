import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME, unsetSiteSettings, unsetSiteSettingsText } from './site.js';

describe("a new site's unset settings", () => {
  it('are listed until each is filled in', () => {
    expect(unsetSiteSettings({ name: DEFAULT_SITE_NAME, address: null, public_url: null, latitude: null })).toEqual(['name', 'address', 'public address', 'coordinates']);
    expect(unsetSiteSettings({ name: 'Kamnolom Ihan', address: 'Cesta 3', public_url: 'https://tehtnica.example', latitude: 46.1 })).toEqual([]);
  });

  it('read as a sentence', () => {
    expect(unsetSiteSettingsText(['name'])).toBe("The site's name is not set yet.");
    expect(unsetSiteSettingsText(['address', 'coordinates'])).toBe("The site's address and coordinates are not set yet.");
    expect(unsetSiteSettingsText(['name', 'address', 'public address', 'coordinates'])).toBe("The site's name, address, public address and coordinates are not set yet.");
  });
});
