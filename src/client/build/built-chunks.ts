import { basename, extname } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { BuiltChunk } from '../../shared/domain/offline-shell.ts';

/** The JS chunks of a finished bundle, each with the chunks it imports and the CSS it brings in. */
export function builtChunks(bundle: OutputBundle): BuiltChunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            name: output.name,
            modules: output.moduleIds.map((id) => basename(id, extname(id))),
            isEntry: output.isEntry,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}
