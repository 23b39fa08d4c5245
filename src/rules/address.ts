import { z } from './z';

/**
 * The address units and coordinates of a directory listing (garages, driving centres, parking). The
 * units are codes of the units in force (docs/locations.md); the server also checks that the province
 * and ward exist and are active, unless the record keeps the units it already had.
 */
export const PROVINCE_REQUIRED_MESSAGE = 'Choose a province';
export const WARD_REQUIRED_MESSAGE = 'Choose a ward';
export const PROVINCE_UNKNOWN_MESSAGE = 'Choose a current province';
export const WARD_UNKNOWN_MESSAGE = 'Choose a current ward of this province';
export const DISTRICT_DROPPED_MESSAGE = 'Districts were abolished: choose a current ward instead';

/**
 * Vietnam's extent, mainland and islands (Hoàng Sa and Trường Sa included): a point outside is a typo
 * or swapped latitude/longitude.
 */
export const VN_BOUNDS = { latMin: 6, latMax: 23.5, lngMin: 102, lngMax: 117.5 } as const;
export const LATITUDE_MESSAGE = `Latitude must lie within Vietnam (${VN_BOUNDS.latMin} to ${VN_BOUNDS.latMax})`;
export const LONGITUDE_MESSAGE = `Longitude must lie within Vietnam (${VN_BOUNDS.lngMin} to ${VN_BOUNDS.lngMax})`;
export const COORDINATES_PAIR_MESSAGE = 'Enter both latitude and longitude, or neither';

const code = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(10, { error: message })
    .regex(/^[0-9]+$/, { error: message });

/** Province and ward required; a district only as the record already had it (a former unit). */
export const addressUnitsShape = {
  province: z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .pipe(code(PROVINCE_REQUIRED_MESSAGE)),
  ward: z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .pipe(code(WARD_REQUIRED_MESSAGE)),
  district: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null)),
};

const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || (Number.isFinite(v) && v >= min && v <= max), { error: message });

export const coordinatesShape = {
  latitude: coordinate(VN_BOUNDS.latMin, VN_BOUNDS.latMax, LATITUDE_MESSAGE),
  longitude: coordinate(VN_BOUNDS.lngMin, VN_BOUNDS.lngMax, LONGITUDE_MESSAGE),
};

/** Both coordinates or neither: one alone places nothing on a map. */
export const coordinatesPaired = (v: { latitude: number | null; longitude: number | null }) =>
  (v.latitude === null) === (v.longitude === null);
