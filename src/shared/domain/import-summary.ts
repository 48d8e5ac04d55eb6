import type { ActivityTarget, MoodMapping } from './daylio';

/** What the server answers to an import's preview and commit (POST /api/profiles/:id/import). */
export interface ImportSummary {
  entries: number;
  newEntries: number;
  alreadyThere: number;
  from: string | null;
  to: string | null;
  images: number;
  imagesMissing: number;
  insights: number;
  exerciseSessions: number;
  /** Entries the free plan has room for (null on pro), and whether the import fits. */
  room: number | null;
  fits: boolean;
  daylio?: {
    moods: { name: string; count: number; mapping: MoodMapping }[];
    activities: { name: string; count: number; target: ActivityTarget }[];
  };
}
