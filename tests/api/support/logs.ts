import type { TestServer } from '../../support/server';

/** The JSON log lines (pino) a started server has printed so far. */
export const serverLogLines = <T>(server: TestServer): T[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as T);
