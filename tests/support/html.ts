/**
 * The header's script (Header.astro, every page) is the one script a page without islands ships: a small
 * module that shows the stored city and who is signed in, keeps a focused search field above a phone's
 * keyboard, and loads the city picker when its dialog opens. Pages asserted to
 * ship no JavaScript are checked without it — and with it exactly once, so nothing else hides behind it.
 */
const HEADER_CITY_SCRIPT = /<script type="module" src="\/_astro\/Header\.astro_astro_type_script_index_0_lang\.[\w-]+\.js"><\/script>/g;

export function withoutHeaderCityScript(html: string): string {
  const found = html.match(HEADER_CITY_SCRIPT) ?? [];
  if (found.length !== 1) throw new Error(`expected the header's city script once, found it ${found.length} times`);
  return html.replace(HEADER_CITY_SCRIPT, '');
}
