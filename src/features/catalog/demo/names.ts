/** People's names for demo owners and reviewers, by region, plus words Indian shop names are built from. */
import nameData from './names.json' with { type: 'json' };
import type { Region } from './cities';

interface RegionNames {
  surnames: string[];
  male: string[];
  female: string[];
  /** 'Shree Ganesh', 'Maa Tara', 'Sri Lakshmi': how a shop name invokes a deity in this region. */
  blessings: string[];
}

/** The names are data (names.json), read here with their types. */
export const regionNames = nameData.regionNames as Record<Region, RegionNames>;

/**
 * Muslim names, used across India (more often in Hyderabad and Lucknow) and kept together so that a
 * first name and a surname match.
 */
export const muslimNames: Omit<RegionNames, 'blessings'> = nameData.muslimNames;

/** How often a person in a region has a Muslim name in the demo data. */
export const muslimShare = nameData.muslimShare as Record<Region, number>;

/** Short brand-like words a shop name may start with ('Urban', 'Royal', 'Perfect'): used across trades. */
export const brandWords: readonly string[] = nameData.brandWords;
