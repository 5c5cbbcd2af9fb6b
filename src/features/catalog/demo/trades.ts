/**
 * How businesses in each sub-category are named and priced.
 *
 * Name templates use tokens: {S} an owner's surname, {F} a first name, {B} a blessing ('Shree Ganesh',
 * 'Maa Tara'), {W} a brand word ('Royal', 'Urban'), {L} the locality. Prices are the listing's starting
 * price in rupees (per km for transport) as [min, max, step].
 */
import tradeData from './trades.json' with { type: 'json' };

export interface TradeSeed {
  names: string[];
  price: [number, number, number];
  /** Leaves whose prices differ a lot from their siblings' (a used car and a seat cover). */
  leafPrices?: Record<string, [number, number, number]>;
  /** Owners of this trade are mostly women (beauty, tailoring, tiffins): picks the {F} first names. */
  femaleOwners?: boolean;
}

type PriceRanges = Record<string, { price: number[]; leafPrices?: Record<string, number[]> }>;

/** JSON has no tuples: every price must be [min, max, step] (three numbers), checked once on load. */
function assertPriceRanges(data: PriceRanges): asserts data is Record<string, TradeSeed> {
  for (const [slug, trade] of Object.entries(data)) {
    for (const range of [trade.price, ...Object.values(trade.leafPrices ?? {})]) {
      if (range.length !== 3) throw new Error(`trades.json: ${slug} has a price that is not [min, max, step]`);
    }
  }
}

assertPriceRanges(tradeData);
/** The trades are data (trades.json, keyed by sub-category slug), read here with their types. */
export const trades: Record<string, TradeSeed> = tradeData;
