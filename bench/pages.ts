import type { Target } from './throughput';

export interface BenchPage extends Target {
  name: string;
  path: string;
}

/** The pages and calls `npm run bench` measures (issue 4 and 7). */
export const benchPages: BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/services' },
  { name: 'category', path: '/categories/fashion' },
  { name: 'listing', path: '/service/plumbing?city=Kolkata' },
  {
    name: 'filtered-api',
    path: '/api/get-filtered-service-data',
    method: 'POST',
    body: JSON.stringify({ slug: 'plumbing', location: 'Kolkata' }),
    headers: { 'content-type': 'application/json' },
  },
];
