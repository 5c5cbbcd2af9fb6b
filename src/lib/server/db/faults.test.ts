import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, databaseUnavailable } from './faults';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('names what failed when the database cannot serve, through drizzle’s wrapping', () => {
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('timeout exceeded when trying to connect');
    expect(databaseUnavailable(new Error('Query read timeout'))).toBe('Query read timeout');
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated');
    expect(databaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('ECONNREFUSED');
    expect(databaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe('53300');
    expect(databaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe('57014');
    expect(databaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe('57P01');
    expect(databaseUnavailable(new DatabaseBusyError(50))).toBe('pool wait queue full');
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: new Error('Query read timeout') });
    expect(databaseUnavailable(wrapped)).toBe('Query read timeout');
  });

  it('leaves every other error to be what it is', () => {
    expect(databaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBeNull();
    expect(databaseUnavailable(undefined)).toBeNull();
    expect(databaseUnavailable('Query read timeout')).toBeNull();
  });
});
