import type { IntentOptions } from './lib/client/intent-directive';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Starts the island on the visitor's intent (src/lib/client/intent-directive.ts). */
    'client:intent'?: boolean | IntentOptions;
  }
}
