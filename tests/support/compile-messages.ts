import { ensureMessages } from '../../scripts/messages';

/** Vitest's first setup: the compiled message catalogues (src/paraglide) that the modules under test import. */
export default function setup() {
  ensureMessages();
}
