/**
 * Date formatters in the app's languages, made once per locale and options: building an
 * `Intl.DateTimeFormat` costs milliseconds (the first of a locale tens), and status badges and
 * lists format on every render (it added up to blocking time on the signed-in start; issue 7).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = lang === 'id' ? 'id-ID' : 'en-GB';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}
