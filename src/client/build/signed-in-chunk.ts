import type { Plugin } from 'vite';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean } | null;

/** Every module `roots` import statically, over and over, roots included. */
function importClosure(roots: Iterable<string>, infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    infoOf(id)?.importedIds.forEach(visit);
  };
  [...roots].forEach(visit);
  return seen;
}

const endingIn = (ids: string[], paths: readonly string[]) => ids.filter((id) => paths.some((path) => id.endsWith(path)));

/**
 * Issue 39: the signed-in main screen came in about 30 chunks of its own, each a request: on a slow
 * link over HTTP/1.1's six connections they queued, paying the round trip five times over. This
 * finds the modules the main screen (`screen`) needs that neither the entry nor any signed-out page
 * uses, for one rolldown group, `journal`: pages behind the sign-in (`signedInPages`) may share them,
 * as they load the main screen's frame anyway, but the welcome, sign-in and legal pages never load
 * the journal. What those share with the main screen stays in rolldown's own small chunks.
 */
export function signedInChunk({ screen, signedInPages }: { screen: readonly string[]; signedInPages: readonly string[] }) {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: 'attune-signed-in-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const infoOf: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const screenRoots = endingIn(ids, screen);
      const signedInRoots = endingIn(ids, signedInPages);
      if (screenRoots.length + signedInRoots.length !== screen.length + signedInPages.length) {
        throw new Error(`The build has no module for one of ${[...screen, ...signedInPages].join(', ')}: update the signed-in chunk's pages (vite.config.ts).`);
      }
      const initial = importClosure(
        ids.filter((id) => infoOf(id)?.isEntry),
        infoOf,
      );
      const signedIn = new Set([...screenRoots, ...signedInRoots]);
      const signedOut = importClosure(
        [...initial].flatMap((id) => infoOf(id)?.dynamicallyImportedIds ?? []).filter((id) => !signedIn.has(id)),
        infoOf,
      );
      // A page or dialog loaded with import() keeps its own chunk: grouping one makes rolldown emit an import of an export it never wrote.
      const loadedLazily = new Set(ids.flatMap((id) => infoOf(id)?.dynamicallyImportedIds ?? []));
      for (const id of importClosure(screenRoots, infoOf)) if (!initial.has(id) && !signedOut.has(id) && !loadedLazily.has(id)) captured.add(id);
    },
  };
  // Not the captured modules' own imports too (rolldown's default): those a signed-out page shares would bring it the journal.
  return { plugin, group: { name: 'journal', test: (id: string) => captured.has(id), includeDependenciesRecursively: false } };
}
