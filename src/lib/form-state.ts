/**
 * What a server-rendered form shows after a plain HTML POST (no JavaScript, or sent before its island
 * started): what was typed, the error of each field, a form-wide error, or the success message. The page
 * passes it to the form's island, which renders it on the server and starts from it in the browser.
 */
import { countText } from './format';
import { m } from './i18n';
export interface FormState<K extends string = string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  /** A failure that is not one field's, or the summary over the field errors. */
  formError: string;
  /** Set once the form was sent: the message the API answers as `msg`. */
  success: string;
}

/** What a field of a plain page form reads of the page's answer: a FormState, or a page's own values and errors. */
export interface PageFormAnswer {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  formError?: string;
}

/** The summary shown above the submit button when fields have errors (the islands say the same), in the language of the page. */
export const fieldErrorsSummary = () => m['form.fieldErrors']();

/** The hint under a text with a length limit: "120 / 2,000 characters". */
export const characterCount = (value: string, max: number) =>
  m['form.characterCount']({ count: countText(value.trim().length), max: countText(max) });
