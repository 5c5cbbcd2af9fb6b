import { z } from 'zod';

/*
 * zod as every schema of Seva imports it. In the browser it runs without its JIT: on the first object
 * parse zod probes for eval with `new Function('')`, which our Content-Security-Policy (no
 * 'unsafe-eval') refuses, and Chrome reports the refusal as a CSP violation even though zod catches it
 * (DevTools Issues; Lighthouse best practices). The setting must be in place before any schema is
 * built, hence one module that every schema file imports `z` from. The server keeps the faster JIT.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * A refusal as a rule takes it: a message of the catalogue read when a value is checked (`{ error: words }` to
 * zod), so that it is said in the language of the request (or the page) checking it, never in the one of the
 * module's first load. A function of no parameters: zod calls it with the issue, which it ignores.
 */
export type Words = () => string;

/**
 * A form's named fields: its schema's keys, in the order the schema declares them, which is the order the form
 * shows them (the page's plain POST reads these), so that a field is named once, in the schema.
 */
export const formFields = <S extends z.ZodObject>(schema: S) => Object.keys(schema.shape) as Extract<keyof S['shape'], string>[];

export { z };
