import { reactIsland } from '../../lib/react-island';
import { useStore } from '@nanostores/react';
import { Heart } from 'lucide-static';
import { useEffect, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { useHydrated } from '../../lib/client/use-hydrated';
import { m } from '../../lib/i18n';
import { favouriteIds, loadFavourites, resumeSave, toggleFavourite } from '../../stores/favourites';

/** One load of the favourite ids per page, however many hearts it has. */
let loadStarted = false;

interface Props {
  serviceId: number;
  serviceName: string;
}

/**
 * The heart of a provider card (SPEC.md sections 4 and 6): toggles the favourite and refetches the
 * ids; signed out, the store saves redirect_to, says 'Please login first' and goes to /login, and the heart
 * is saved when sign-in brings the visitor back.
 */
export default function FavouriteHeart({ serviceId, serviceName }: Props) {
  const ids = useStore(favouriteIds);
  const [busy, setBusy] = useState(false);
  // Pressed only after hydration, so that the first render matches the server's.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!loadStarted) {
      loadStarted = true;
      void loadFavourites();
    }
    // Back from signing in after tapping a heart on this page: it is saved now.
    void resumeSave();
  }, []);
  const saved = hydrated && ids.includes(serviceId);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    try {
      await toggleFavourite(serviceId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={m['listing.favourite.save']({ name: serviceName })}
      aria-busy={busy || undefined}
      className={`grid size-10 place-items-center rounded-full border transition ${
        saved ? 'border-rose-200 bg-rose-50 text-rose-600' : 'border-line bg-white text-muted hover:border-rose-200 hover:text-rose-600'
      }`}
    >
      <SvgIcon svg={Heart} className={`size-5 ${saved ? '[&_path]:fill-current' : ''}`} />
    </button>
  );
}

if (import.meta.env.SSR) reactIsland(FavouriteHeart);
