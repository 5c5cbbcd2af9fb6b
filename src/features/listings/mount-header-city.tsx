import { createRoot } from 'react-dom/client';
import HeaderCity from './HeaderCity';

/**
 * Starts the header's city picker in `container` when its dialog first opens (Header.astro). Loaded by
 * a dynamic import, not as an Astro island, so that a page without islands ships only the header's few
 * lines of script until the visitor asks to change the city.
 */
export function mountHeaderCity(container: HTMLElement): void {
  createRoot(container).render(<HeaderCity />);
}
