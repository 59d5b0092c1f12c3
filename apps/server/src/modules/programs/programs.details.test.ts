import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type ErrorBody,
  type forwardGeocodeResponseSchema,
  programMessages,
  programPaths,
  type RelatedOccupationsResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { pdfDrawnText, pdfMediaBoxes } from '../../testing/pdf.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { seedProgramCatalogue } from './programs.fixtures.ts';

type ForwardGeocode = z.infer<typeof forwardGeocodeResponseSchema>;

let t: TestApp;
let customer: TestClient;
let ids: Awaited<ReturnType<typeof seedProgramCatalogue>>['ids'];

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  ({ ids } = await seedProgramCatalogue(t.db));
}, testAppTimeout);
afterAll(() => t.close());

/* A program's related occupations, its PDF, and the geocoding the finder's address box uses (search: programs.test.ts). */

describe('related occupations', () => {
  beforeAll(async () => {
    const socCodes = ['29-2061', '31-1131', '31-1132', '29-1141'];
    await t.db.insert(schema.cipSocCrosswalk).values([
      { cipCode: '51.3901', socCode: '29-2061' },
      { cipCode: '51.3901', socCode: '31-1131' },
      { cipCode: '51.3902', socCode: '31-1132' },
      { cipCode: '51.3801', socCode: '29-1141' },
    ]);
    // Twelve O*NET occupations under the first two SOC codes, one under each of the others.
    const rows = Array.from({ length: 14 }, (_, i) => {
      const soc = i < 6 ? socCodes[0]! : i < 12 ? socCodes[1]! : socCodes[i - 10]!;
      return {
        code: `${soc}.${String(i).padStart(2, '0')}`,
        socCode: soc,
        title: `Care Occupation ${String(i).padStart(2, '0')}`,
        description: 'Looks after patients.',
        medianAnnualSalary: 40_000 + i,
        growthRate: 3.5,
      };
    });
    const occupations = await t.db.insert(schema.occupations).values(rows).returning();
    await t.db
      .insert(schema.occupationClusters)
      .values(occupations.flatMap((o) => [{ occupationId: o.id, clusterId: 8, position: 0 }]));
  });

  it('pages the crosswalk’s occupations ten at a time', async () => {
    const first = await customer.get(programPaths.relatedOccupations('51.3901'));
    expect(first.statusCode).toBe(200);
    const page1 = first.json<RelatedOccupationsResponse>();
    expect(page1).toMatchObject({ currentPage: 1, total: 12, perPage: 10 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      id: expect.any(Number) as number,
      title: 'Care Occupation 00',
      median_annual_salary: 40_000,
      growth_rate: 3.5,
      clusters: { data: [{ id: 8, name: expect.any(String) as string }] },
    });
    const page2 = (
      await customer.get(`${programPaths.relatedOccupations('51.3901')}?page=2`)
    ).json<RelatedOccupationsResponse>();
    expect(page2).toMatchObject({ currentPage: 2, total: 12, perPage: 10 });
    expect(page2.data.map((o) => o.title)).toEqual(['Care Occupation 10', 'Care Occupation 11']);
    const page3 = (
      await customer.get(`${programPaths.relatedOccupations('51.3901')}?page=3`)
    ).json<RelatedOccupationsResponse>();
    expect(page3).toMatchObject({ data: [], currentPage: 3, total: 12 });
  });

  it('lets a 4-digit code cover its 6-digit codes, and answers empty for an unlinked code', async () => {
    const series = (await customer.get(programPaths.relatedOccupations('51.39'))).json<RelatedOccupationsResponse>();
    expect(series.total).toBe(13);
    const none = (await customer.get(programPaths.relatedOccupations('01.0000'))).json<RelatedOccupationsResponse>();
    expect(none).toEqual({ data: [], currentPage: 1, total: 0, perPage: 10 });
  });

  it('answers 404 for a malformed code and 422 for a bad page', async () => {
    expect((await customer.get(programPaths.relatedOccupations('abc'))).statusCode).toBe(404);
    expect((await customer.get(`${programPaths.relatedOccupations('51.3901')}?page=0`)).statusCode).toBe(422);
  });
});

describe('program PDF', () => {
  it('is an A4 attachment with the program and provider details', async () => {
    const response = await customer.get(programPaths.pdf(ids.nursing));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="program-${ids.nursing}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const boxes = pdfMediaBoxes(pdf);
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toEqual([0, 0, 595.28, 841.89]);
    const drawn = pdfDrawnText(pdf);
    for (const expected of ['Practical Nursing', 'Mile High Community College', 'Auraria Campus', '$999.99']) {
      expect(drawn).toContain(expected);
    }
  });

  it('answers 404 for an unknown program', async () => {
    expect((await customer.get(programPaths.pdf(999_999))).statusCode).toBe(404);
  });

  it("is in the page's language, else the account's; another language is refused (#24)", async () => {
    const spanish = pdfDrawnText((await customer.get(programPaths.pdf(ids.nursing, 'es'))).rawPayload);
    expect(spanish).toContain('Detalles del programa');
    expect(spanish).toContain('Practical Nursing');

    const account = eq(schema.customerAccounts.customerId, t.world.customer.id);
    await t.db.update(schema.customerAccounts).set({ preferredLanguage: 'es' }).where(account);
    try {
      expect(pdfDrawnText((await customer.get(programPaths.pdf(ids.nursing))).rawPayload)).toContain(
        'Detalles del programa',
      );
      expect(pdfDrawnText((await customer.get(programPaths.pdf(ids.nursing, 'en'))).rawPayload)).toContain(
        'Program Details',
      );
    } finally {
      await t.db.update(schema.customerAccounts).set({ preferredLanguage: 'en' }).where(account);
    }
    expect((await customer.get(`${programPaths.pdf(ids.nursing)}?language=fr`)).statusCode).toBe(422);
  });
});

describe('geocoding', () => {
  it('reverse: the nearest ZIP centroid as "City, ST ZIP"', async () => {
    const response = await customer.get(`${programPaths.reverseGeocode}?lat=39.7492&lng=-104.9947`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { address: 'Denver, CO 80202' } });
  });

  it('reverse: 404 far from any ZIP, 422 for bad coordinates', async () => {
    const sea = await customer.get(`${programPaths.reverseGeocode}?lat=30&lng=-140`);
    expect(sea.statusCode).toBe(404);
    expect(sea.json<ErrorBody>().message).toBe(programMessages.noAddressText);
    for (const query of ['lat=abc&lng=1', 'lat=91&lng=0', 'lat=0&lng=181', 'lat=1', '']) {
      const response = await customer.get(`${programPaths.reverseGeocode}?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('forward: a ZIP or a city and state', async () => {
    const zip = (await customer.get(`${programPaths.forwardGeocode}?address=80903`)).json<ForwardGeocode>();
    expect(zip.data).toMatchObject({ address: 'Colorado Springs, CO 80903', latitude: 38.8388 });
    const city = await customer.get(`${programPaths.forwardGeocode}?address=${encodeURIComponent('fort collins, co')}`);
    expect(city.json<ForwardGeocode>().data.address).toBe('Fort Collins, CO');
    const unknown = await customer.get(`${programPaths.forwardGeocode}?address=Atlantis`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().errors?.address).toEqual([programMessages.unknownAddress]);
    expect((await customer.get(programPaths.forwardGeocode)).statusCode).toBe(422);
  });
});
