import { Type, type Static } from 'typebox';
import { IdName } from './envelope';

/** SPEC §7 address pickers, staff (GET /cities, /areas) and public (self-onboarding-cities, -areas). */
export const CitiesQuery = Type.Object({ governorate_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type CitiesQuery = Static<typeof CitiesQuery>;

export const AreasQuery = Type.Object({ city_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type AreasQuery = Static<typeof AreasQuery>;

export const CitiesData = Type.Object({ cities: Type.Array(IdName) });
export type CitiesData = Static<typeof CitiesData>;

export const AreasData = Type.Object({ areas: Type.Array(IdName) });
export type AreasData = Static<typeof AreasData>;
