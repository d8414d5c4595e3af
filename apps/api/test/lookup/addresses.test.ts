import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRecordSchema, lookupSuggestionsReplySchema } from '@applykit/api-contract';
import type { Database } from '../../src/db/database';
import { databaseKinds, openTestDatabase } from '../support/database';
import { buildLookupApp, find } from './support';

/** A stand-in geocoder on 127.0.0.1 that answers the way its test sets. */
async function startGeocoder(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; requests: URL[]; server: Server }> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/photon`, requests, server };
}

const whiteHouse = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-77.0365, 38.8977] },
      properties: {
        osm_id: 238241022,
        osm_type: 'W',
        type: 'house',
        housenumber: '1600',
        street: 'Pennsylvania Avenue Northwest',
        postcode: '20500',
        city: 'Washington',
        state: 'District of Columbia',
        country: 'United States',
        countrycode: 'US',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [13.3777, 52.5163] },
      properties: {
        type: 'house',
        housenumber: '1',
        street: 'Pariser Platz',
        postcode: '10117',
        city: 'Berlin',
        county: 'Mitte',
        state: 'Berlin',
        countrycode: 'DE',
      },
    },
  ],
};

const json = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

describe.each(databaseKinds)('address lookup on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildLookupApp(database, { photonUrl: undefined });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function suggest(target: FastifyInstance, text: string, extra = {}) {
    const reply = await find(target, { text, category: 'address', ...extra });
    expect(reply.statusCode).toBe(200);
    return lookupSuggestionsReplySchema.parse(reply.json());
  }

  describe('built-in US ZIP codes', () => {
    it('suggests by ZIP code prefix', async () => {
      expect(await suggest(app, '90210')).toEqual([
        { text: 'Beverly Hills, CA 90210', id: 'zip:90210', sub_text: 'United States' },
      ]);
      const found = await suggest(app, '902');
      expect(found).toHaveLength(5);
      expect(found.every((item) => item.id.startsWith('zip:902'))).toBe(true);
    });

    it('suggests by city, accents and case aside, and by "city, state"', async () => {
      expect((await suggest(app, 'BEVERLY HILLS'))[0]?.text).toMatch(/^Beverly Hills, CA 902\d\d$/);
      expect((await suggest(app, 'cañon city'))[0]?.text).toMatch(/^Canon City, CO /);
      const springfield = await suggest(app, 'Springfield, Illinois', { max_results: '3' });
      expect(springfield).toHaveLength(3);
      expect(springfield.every((item) => /^Springfield, IL \d{5}$/.test(item.text))).toBe(true);
      expect((await suggest(app, 'springfield, IL'))[0]?.text).toMatch(/, IL /);
      expect(await suggest(app, 'Springfield, Narnia')).toEqual([]);
      expect(await suggest(app, 'x')).toEqual([]);
    });

    it('returns the ZIP code record by id, and 404 for an unknown one', async () => {
      const reply = await find(app, { id: 'zip:90210', category: 'address' });
      expect(addressRecordSchema.strict().parse(reply.json())).toEqual({
        address_line_1: '',
        city: 'Beverly Hills',
        state: 'CA',
        county: '',
        zip: '90210',
        country: 'USA',
      });
      expect((await find(app, { id: 'zip:00000', category: 'address' })).statusCode).toBe(404);
    });

    it.each(['90210', 'zip:9021', 'geo:not base64!', 'geo:'])(
      'refuses the id %s with 400',
      async (id) => {
        expect((await find(app, { id, category: 'address' })).statusCode).toBe(400);
      },
    );

    it('answers 404 for a geo id that carries no address', async () => {
      const id = `geo:${Buffer.from('{"a":1}').toString('base64url')}`;
      expect((await find(app, { id, category: 'address' })).statusCode).toBe(404);
    });
  });

  describe('a Photon-compatible geocoder', () => {
    async function withGeocoder(
      answer: (request: IncomingMessage, response: ServerResponse) => void,
      test: (geocoded: FastifyInstance, requests: URL[]) => Promise<void>,
      timeoutMs = 1500,
    ) {
      const geocoder = await startGeocoder(answer);
      const geocoded = await buildLookupApp(database, {
        photonUrl: geocoder.url,
        photonTimeoutMs: timeoutMs,
      });
      try {
        await test(geocoded, geocoder.requests);
      } finally {
        await geocoded.close();
        geocoder.server.closeAllConnections();
        await new Promise((resolve) => geocoder.server.close(resolve));
      }
    }

    it('suggests street addresses whose id gives the record to fill', async () => {
      await withGeocoder(
        (_request, response) => json(response, 200, JSON.stringify(whiteHouse)),
        async (geocoded, requests) => {
          const found = await suggest(geocoded, '1600 Pennsylvania', { max_results: '3' });
          expect(requests[0]?.pathname).toBe('/photon/api');
          expect(requests[0]?.searchParams.get('q')).toBe('1600 Pennsylvania');
          expect(requests[0]?.searchParams.get('limit')).toBe('3');
          expect(found.map(({ text, sub_text }) => ({ text, sub_text }))).toEqual([
            {
              text: '1600 Pennsylvania Avenue Northwest',
              sub_text: 'Washington, DC 20500, United States',
            },
            { text: 'Pariser Platz 1', sub_text: 'Berlin, Berlin 10117, Germany' },
          ]);
          const record = await find(geocoded, { id: found[0]!.id, category: 'address' });
          expect(addressRecordSchema.strict().parse(record.json())).toEqual({
            address_line_1: '1600 Pennsylvania Avenue Northwest',
            city: 'Washington',
            state: 'DC',
            county: '',
            zip: '20500',
            country: 'USA',
          });
          const berlin = await find(geocoded, { id: found[1]!.id, category: 'address' });
          expect(berlin.json()).toMatchObject({ county: 'Mitte', country: 'DEU', state: 'Berlin' });
        },
      );
    });

    it('puts ZIP codes first when digits alone are typed', async () => {
      await withGeocoder(
        (_request, response) => json(response, 200, JSON.stringify(whiteHouse)),
        async (geocoded) => {
          const found = await suggest(geocoded, '20500');
          expect(found[0]?.id).toBe('zip:20500');
          expect(found[1]?.text).toBe('1600 Pennsylvania Avenue Northwest');
        },
      );
    });

    it.each([
      ['a server error', (response: ServerResponse) => json(response, 500, '{"message":"down"}')],
      ['a body that is not JSON', (response: ServerResponse) => json(response, 200, '<html>')],
      [
        'JSON of another shape',
        (response: ServerResponse) => json(response, 200, '{"features":"none"}'),
      ],
      ['a dropped connection', (response: ServerResponse) => response.destroy()],
    ])('answers 200 without it on %s', async (_case, fail) => {
      await withGeocoder(
        (_request, response) => fail(response),
        async (geocoded) => {
          expect(await suggest(geocoded, '1600 Pennsylvania')).toEqual([]);
          expect((await suggest(geocoded, 'Beverly Hills'))[0]?.text).toMatch(/^Beverly Hills, CA/);
        },
      );
    });

    it('gives up on a geocoder that does not answer in time', async () => {
      await withGeocoder(
        () => undefined,
        async (geocoded) => {
          const started = performance.now();
          expect(await suggest(geocoded, '1600 Pennsylvania')).toEqual([]);
          expect(performance.now() - started).toBeLessThan(1500);
        },
        200,
      );
    });

    it('answers 200 without it when nothing listens at PHOTON_URL', async () => {
      const geocoder = await startGeocoder(() => undefined);
      const { url } = geocoder;
      await new Promise((resolve) => geocoder.server.close(resolve));
      const geocoded = await buildLookupApp(database, { photonUrl: url });
      expect(await suggest(geocoded, '1600 Pennsylvania')).toEqual([]);
      await geocoded.close();
    });
  });
});
