// GET /thai-addresses/postcodes/{postcode} → { data: places } — the sub-districts, districts and provinces of a
// postcode for the address forms' autocomplete (decision 0240). Public data: any signed-in user may ask.
import { postcodeParams, thaiAddressPlaces } from '@banchee/contracts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, protectedRoute } from '../../http/openapi.ts';
import { placesOfPostcode } from './addresses.lookup.ts';

export function addressesRoutes({ config }: AppDeps) {
  const router = createRouter();
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/thai-addresses/postcodes/{postcode}',
      tags: ['addresses'],
      summary:
        'The sub-districts of a Thai postcode with their district, province and geocodes (Thai and English)',
      request: { params: postcodeParams },
      responses: {
        200: { description: 'The places', content: { 'application/json': { schema: thaiAddressPlaces } } },
      },
    }),
    async (c) => {
      const { postcode } = c.req.valid('param');
      return c.json({ data: await placesOfPostcode(postcode) }, 200);
    },
  );
  return router;
}
