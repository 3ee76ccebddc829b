import { calendarDate, fullYearsBetween, startOfDay, toWireDate } from './wire-date';

/** Positions 8–9 of a national ID: the birth governorate (88: born abroad). */
const GOVERNORATE_CODES = new Set([
  '01',
  '02',
  '03',
  '04',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '31',
  '32',
  '33',
  '34',
  '35',
  '88',
]);

const CENTURIES: Record<string, number> = { '2': 1900, '3': 2000 };

export type Gender = 'male' | 'female';

export interface NationalIdFacts {
  birthDate: Date;
  governorateCode: string;
  gender: Gender;
}

/**
 * Layout C YYMMDD GG SSSS K. The check digit K has no published algorithm, so it is never
 * used to reject an ID.
 */
export function readNationalId(value: string, today: Date = new Date()): NationalIdFacts | undefined {
  if (!/^\d{14}$/.test(value)) return undefined;
  const century = CENTURIES[value[0]!];
  if (century === undefined) return undefined;
  const birthDate = calendarDate(century + Number(value.slice(1, 3)), Number(value.slice(3, 5)), Number(value.slice(5, 7)));
  if (!birthDate || birthDate > startOfDay(today)) return undefined;
  const governorateCode = value.slice(7, 9);
  if (!GOVERNORATE_CODES.has(governorateCode)) return undefined;
  return { birthDate, governorateCode, gender: Number(value[12]) % 2 === 0 ? 'female' : 'male' };
}

/** The rule key a national ID breaks, if any (SPEC §5). */
export function nationalIdRule(value: string): string | undefined {
  if (!/^\d{14}$/.test(value)) return 'clients.nationalIdLength';
  return readNationalId(value) ? undefined : 'clients.nationalIdInvalid';
}

export interface DerivedIdentity {
  birth_date: string;
  age: number;
  /** SPEC §3: '1' is male, '2' female. */
  gender: '1' | '2';
}

/** Birth date, age and gender as the form shows them and the server stores them. */
export function deriveIdentity(nationalId: string, today: Date = new Date()): DerivedIdentity | undefined {
  const facts = readNationalId(nationalId, today);
  if (!facts) return undefined;
  return {
    birth_date: toWireDate(facts.birthDate),
    age: fullYearsBetween(facts.birthDate, startOfDay(today)),
    gender: facts.gender === 'male' ? '1' : '2',
  };
}
