import { ensureBuild } from '../../scripts/ensure-build';

/** Vitest setup of the API tests: they run against the built server, so it is built first when missing or stale. */
export default function setup() {
  ensureBuild();
}
