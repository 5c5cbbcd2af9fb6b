import { reactIsland } from '../../lib/react-island';
import { MapPin } from 'lucide-static';
import { useState } from 'react';
import { Combobox } from '../../components/ui/Combobox';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { m } from '../../lib/i18n';
import { paths } from '../../paths';
import { presentCity } from '../../stores/navigation';
import { usePlaceSuggestions } from '../geo/use-place-suggestions';
import { cityName } from '../listings/listing-details';

/**
 * The city box above the details page: choosing a city stores it as `present-city` (SPEC.md section 4)
 * and shows this category's providers in that city.
 */
export default function CitySearch({ categorySlug }: { categorySlug: string }) {
  const [text, setText] = useState('');
  const { options, loading } = usePlaceSuggestions(text, { cities: true });
  return (
    <Combobox
      label={m['provider.city.label']()}
      hideLabel
      placeholder={m['provider.city.placeholder']()}
      icon={<SvgIcon svg={MapPin} className="size-4" />}
      value={text}
      onInputChange={setText}
      options={options}
      loading={loading}
      emptyText={m['provider.city.none']()}
      onSelect={(option) => {
        setText(option.label);
        presentCity.set(option.label);
        window.location.assign(paths.listing(categorySlug, cityName(option.label)));
      }}
    />
  );
}

if (import.meta.env.SSR) reactIsland(CitySearch);
