import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/**
 * Config-based routes, grouped by feature under app/routes/. One module may serve several URLs
 * (the three kind pages, the three legal pages); each gets its own route id.
 */
export default [
  // Resource route: stores the language choice in the `lng` cookie.
  route('language', 'routes/system/language.ts'),

  layout('routes/site-layout.tsx', [
    index('routes/home/route.tsx'),

    route('campervans', 'routes/listings/search.tsx', { id: 'listings-campervans' }),
    route('campsites', 'routes/listings/search.tsx', { id: 'listings-campsites' }),
    route('boats', 'routes/listings/search.tsx', { id: 'listings-boats' }),

    route('terms', 'routes/legal/route.tsx', { id: 'legal-terms' }),
    route('privacy', 'routes/legal/route.tsx', { id: 'legal-privacy' }),
    route('lessor-terms', 'routes/legal/route.tsx', { id: 'legal-lessor-terms' }),

    // Everything else: the designed 404, with status 404.
    route('*', 'routes/system/not-found.tsx'),
  ]),
] satisfies RouteConfig
