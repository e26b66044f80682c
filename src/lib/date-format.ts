/**
 * Date formatters in the app's languages, made once per locale and options: building an
 * `Intl.DateTimeFormat` costs milliseconds (the first of a locale tens), and status badges and
 * lists format on every render (it added up to blocking time on the signed-in start; issue 7).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  lang: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = lang === 'id' ? 'id-ID' : 'en-GB';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Short month names as en-GB and id-ID's medium date style writes them. */
const MONTHS: Record<'en' | 'id', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A local time as en-GB and id-ID's short time style write it ("13:26", "13.26"), after the
 * medium date ("24 Nov 2026, ") unless `timeOnly`: the same text as dateTimeFormat(lang,
 * { dateStyle: 'medium', timeStyle: 'short' }), built by hand. The sync badge and the library show
 * it at every signed-in start, where building the first formatter with a time style cost a
 * desktop CPU about 90 ms (several hundred on a phone) before anything else needed one.
 */
export function formatShortDateTime(date: Date, lang: string, timeOnly = false): string {
  const id = lang === 'id';
  const time = `${two(date.getHours())}${id ? '.' : ':'}${two(date.getMinutes())}`;
  if (timeOnly) return time;
  return `${formatMediumDate(date, lang)}, ${time}`;
}

/**
 * A date as en-GB and id-ID's medium date style write it ("24 Nov 2026"), local or in UTC: the
 * same text as dateTimeFormat(lang, { dateStyle: 'medium' }), without building a formatter (the
 * compliance list's first render spent its longest piece on that one build).
 */
export function formatMediumDate(date: Date, lang: string, utc = false): string {
  const [day, month, year] = utc
    ? [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()]
    : [date.getDate(), date.getMonth(), date.getFullYear()];
  return `${day} ${MONTHS[lang === 'id' ? 'id' : 'en'][month]} ${year}`;
}
