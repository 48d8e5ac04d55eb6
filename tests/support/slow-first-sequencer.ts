import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the files that took longest last time first, so that no long file starts when the
 * others are nearly done and leaves one worker alone at the end. A clean clone (CI) has no last
 * time, and vitest then goes by file size, which puts a short file with minutes of work (a fuzz
 * file of three lines) last. This sequencer starts the files named in `slowFiles` first, in that
 * order (longest first), and keeps vitest's order for the rest; groups (sequence.groupOrder) stay
 * as they are. The list is a hint only: a stale one costs time, never a test.
 */
export function slowFirstSequencer(slowFiles: string[]) {
  const rank = (spec: TestSpecification) => {
    const index = slowFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
    return index === -1 ? slowFiles.length : index;
  };
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
      return sorted
        .map((spec, position) => ({ spec, position }))
        .sort((a, b) => group(a.spec) - group(b.spec) || rank(a.spec) - rank(b.spec) || a.position - b.position)
        .map(({ spec }) => spec);
    }
  };
}
