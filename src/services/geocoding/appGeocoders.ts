// The app's geocoders, wired to its configuration: the on-device place list always, an online service
// first only when configured. Apart from the analysis services, so a screen that only needs a place
// (manual city entry, the community page) does not load the AI client with it.
import { config } from '../../config';
import { type ReverseGeocoder, withFallback } from './geocoder';
import { createOnDeviceGeocoder, type OnDeviceGeocoder } from './onDeviceGeocoder';
import { createOnlineGeocoder } from './onlineGeocoder';

export const onDeviceGeocoder: OnDeviceGeocoder = createOnDeviceGeocoder();

export const reverseGeocoder: ReverseGeocoder = config.geocoderUrl
  ? withFallback(createOnlineGeocoder(config.geocoderUrl), onDeviceGeocoder)
  : onDeviceGeocoder;
