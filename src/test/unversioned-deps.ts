import type { Plugin } from 'vite';

/**
 * With the dependency optimizer on, Vite appends `?v=<hash>` to every bare import of a package it
 * did not bundle. Node loads such a package natively, and a URL with a query is another module
 * than the same file reached by a relative import inside the package: RxDB's migration plugin
 * adds its own local-documents plugin, and the copy imported as `rxdb/plugins/local-documents?v=…`
 * is a second object of the same name (RxDB error PL3). Dropping the query gives each file one
 * instance again, as it has without the optimizer.
 */
export function unversionedDeps(): Plugin {
  return {
    name: 'regcomply:unversioned-deps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('.') || source.startsWith('/') || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = resolved.id.replace(/[?&]v=\w+$/, '');
      return id === resolved.id ? resolved : { ...resolved, id };
    },
  };
}
