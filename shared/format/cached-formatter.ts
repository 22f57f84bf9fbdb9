/**
 * An Intl formatter per locale and options, built once and kept: building one costs far more than
 * formatting with it, and a report formats dozens of dates and hundreds of amounts in one render
 * (toLocaleString with options builds a new one on every call). An unknown locale or zone throws
 * as the constructor does, and is not kept.
 */
export function cachedFormatter<Options, Format>(
  create: (locale: string, options: Options) => Format,
): (locale: string, options: Options) => Format {
  const formats = new Map<string, Format>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = create(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}
