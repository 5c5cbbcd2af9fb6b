import { useCallback } from 'react';
import { ExternalLink, Heart } from 'lucide-static';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { apiPaths, paths } from '../../paths';
import type { FavouriteService, Person } from './types';
import { EmptyBrowse, LoadedSection, SectionTable } from './ui';
import { useLoad } from './use-load';
import { LazyPhoto } from '../../components/ui/LazyPhoto';

/** SPEC.md: a table of Image, Name and a 'View Service' link (new tab) to /details/{slug}. */
export default function FavouritesSection({ person }: { person: Person }) {
  const load = useCallback(() => api<{ status: number; data: FavouriteService[] }>(apiPaths.favourites()).then((answer) => answer.data), []);
  return (
    <LoadedSection person={person} title={m['profile.section.favourites']()} state={useLoad(load)}>
      {(data) =>
        data.length === 0 ? (
          <EmptyBrowse icon={Heart} title={m['profile.favourites.none']()} text={m['profile.favourites.noneText']()} />
        ) : (
          <SectionTable
            caption={m['profile.favourites.caption']()}
            heads={[
              { label: m['profile.favourites.image']() },
              { label: m['profile.favourites.name']() },
              { label: <span className="sr-only">{m['profile.favourites.link']()}</span> },
            ]}
          >
            {data.map((service) => (
              <tr key={service.services_id}>
                <td className="px-4 py-3">
                  <LazyPhoto
                    src={service.featured_image}
                    width={64}
                    height={48}
                    className="h-12 w-16 rounded-md bg-surface object-cover"
                    hideWhenBroken
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
          </SectionTable>
        )
      }
    </LoadedSection>
  );
}
