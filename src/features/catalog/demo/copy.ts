/**
 * Words for partner mini-sites, listings, reviews and questions, by main category.
 * Tokens: {name} business, {locality}, {city}, {year} established, {leaf} the service, {first} a person.
 */
import copyData from './copy.json' with { type: 'json' };

export interface KindCopy {
  taglines: string[];
  /** One sentence about what the business does, after "{name} is … in {locality}, {city}". */
  about: string[];
  /** A sentence a listing's description ends with. */
  promises: string[];
  /** What a happy customer mentions. */
  praise: string[];
  /** What an unhappy customer mentions. */
  complaints: string[];
  questions: [question: string, answer: string][];
}

/** JSON has no tuples: every question must come with its answer, checked once on load. */
function assertQuestionPairs(data: Record<string, { questions: string[][] }>): asserts data is Record<string, KindCopy> {
  for (const [kind, copy] of Object.entries(data)) {
    if (copy.questions.some((pair) => pair.length !== 2)) throw new Error(`copy.json: ${kind} has a question without exactly one answer`);
  }
}

assertQuestionPairs(copyData);
/** The words are data (copy.json, keyed by main category slug), read here with their types. */
export const kindCopy: Record<string, KindCopy> = copyData;
