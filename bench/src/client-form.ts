import { randomBytes } from 'node:crypto';
import { validClientFields } from '@back-office/shared/fixtures';
import type { Fixtures } from './fixtures';

let serial = 0;

/*
 * Born in 1959, before every seeded client (1960 onwards), so national IDs never
 * collide with the seed; the day and serial come from a counter, unique per request.
 * Phones come from those checked free before the run.
 */
function uniqueIdentity(phones: string[]) {
  serial += 1;
  const day = new Date(Date.UTC(1959, 0, 1 + (Math.floor(serial / 100_000) % 365)));
  const yymmdd = `59${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`;
  const nationalId = `2${yymmdd}01${String(serial % 100_000).padStart(5, '0')}`;
  const phone = phones[(serial - 1) % phones.length]!;
  return { nationalId, phone };
}

/** A complete staff create-client form without documents, as multipart/form-data. */
export function clientFormBody({ form, phones }: Fixtures): { body: Buffer; contentType: string } {
  const { nationalId, phone } = uniqueIdentity(phones);
  const place = { governorate: form.governorateId, city: form.cityId, area: form.areaId };
  const fields = validClientFields({ nationalId, phone, place, employmentTypeId: form.employmentTypeId, sectorId: form.sectorId });
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}
