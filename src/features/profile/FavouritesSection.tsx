import { useCallback } from 'react';
import { ExternalLink, Heart } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { apiPaths, paths } from '../../paths';
import type { FavouriteService, Person } from './types';
import { EmptyState, LoadError, Loading, SectionHeader } from './ui';
import { useLoad } from './use-load';

/** SPEC.md: a table of Image, Name and a 'View Service' link (new tab) to /details/{slug}. */
export default function FavouritesSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ status: number; data: FavouriteService[] }>(apiPaths.favourites()).then((answer) => answer.data), []);
  const { data, error, loading, reload } = useLoad(load);
  return (
    <section>
      <SectionHeader person={person} title={m['profile.section.favourites']()} />
      {loading && !data && <Loading />}
      {error !== undefined && <LoadError error={error} retry={reload} />}
      {data && data.length === 0 && (
        <EmptyState icon={Heart} title={m['profile.favourites.none']()}>
          {m['profile.favourites.noneText']()}{' '}
          <a href={paths.services()} className="font-semibold text-brand hover:underline">
            {m['ui.browseServices']()}
          </a>
        </EmptyState>
      )}
      {data && data.length > 0 && (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m['profile.favourites.caption']()}</caption>
            <thead className="bg-surface text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {m['profile.favourites.image']()}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {m['profile.favourites.name']()}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{m['profile.favourites.link']()}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.map((service) => (
                <tr key={service.services_id}>
                  <td className="px-4 py-3">
                    <img
                      src={service.featured_image}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                      onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
                      className="h-12 w-16 rounded-md bg-surface object-cover"
                    />
                  </td>
                  <td className="px-4 py-3 font-medium text-ink">{service.service_name}</td>
                  <td className="px-4 py-3 text-right">
                    <a
                      href={paths.details(service.slug)}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold whitespace-nowrap text-brand hover:bg-brand-light"
                    >
                      {m['profile.favourites.view']()} <SvgIcon svg={ExternalLink} className="size-4" />
                      <span className="sr-only">{m['profile.favourites.newTab']()}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
