import type { PlacesConfig } from '../config.ts';
import { GooglePlacesService } from './google-places.ts';
import type { PlacesService } from './places.ts';

/** The provider the configuration names, or null: address autocomplete is off. */
export function placesServiceFromConfig(config: PlacesConfig | undefined): PlacesService | null {
  return config ? new GooglePlacesService(config) : null;
}
