import type { GeneratedInsight, InsightRequest } from '../provider';
import { contextPatterns } from './context-patterns';
import { type InsightCandidate, isReportable, rankScore, toGeneratedInsight } from './insight-candidate';
import { sequencePatterns } from './sequence-patterns';
import { trendPatterns } from './trend-patterns';

const MAX_INSIGHTS = 5;

function isNewToRequest(request: InsightRequest) {
  if (request.mode !== 'incremental') return () => true;
  const known = new Set(request.knownPatternTypes);
  const newIds = new Set(request.entries.map((entry) => entry.id));
  return (candidate: InsightCandidate) => !known.has(candidate.patternType) && candidate.supporting.some((entry) => newIds.has(entry.id));
}

/** The journal's strongest patterns (frequency times support), at most five, the same for the same journal. */
export function generateInsights(request: InsightRequest): GeneratedInsight[] {
  const isNew = isNewToRequest(request);
  const candidates = [...contextPatterns(request.journal, request.timeZone), ...trendPatterns(request.journal, request.timeZone), ...sequencePatterns(request.journal)];
  const ranked = candidates
    .filter((candidate) => isReportable(candidate) && isNew(candidate))
    .map((candidate) => ({ candidate, score: rankScore(candidate) }))
    .sort((a, b) => b.score - a.score || (a.candidate.patternType < b.candidate.patternType ? -1 : 1));
  return withoutRepeatedEvidence(ranked.map(({ candidate }) => candidate))
    .slice(0, MAX_INSIGHTS)
    .map(toGeneratedInsight);
}

/** Two patterns resting on exactly the same entries (work, every afternoon) say one thing: the higher ranked stays. */
function withoutRepeatedEvidence(ranked: readonly InsightCandidate[]): InsightCandidate[] {
  const seen = new Set<string>();
  return ranked.filter((candidate) => {
    const evidence = candidate.supporting.map((entry) => entry.id).join(',');
    if (seen.has(evidence)) return false;
    seen.add(evidence);
    return true;
  });
}
