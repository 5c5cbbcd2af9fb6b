import { Car, Droplet, GraduationCap, Hammer, HeartPulse, Paintbrush, Plug, Scissors, Sparkles, Truck, Utensils, Wrench } from 'lucide-static';
import type { SiteIcon } from './listing-editor';

/** The SVG of each icon an owner may pick for a service of the mini-site's grid (SITE_ICONS). */
export const siteIconSvg: Record<SiteIcon, string> = {
  wrench: Wrench,
  hammer: Hammer,
  paintbrush: Paintbrush,
  plug: Plug,
  droplet: Droplet,
  car: Car,
  truck: Truck,
  scissors: Scissors,
  sparkles: Sparkles,
  utensils: Utensils,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
};
