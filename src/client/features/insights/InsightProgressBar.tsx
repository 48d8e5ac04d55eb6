import { useEffect, useState } from 'react';
import { type InsightProgress, PHRASE_MS, showsStatusPhrases, STATUS_PHRASES } from '../../../shared/domain/insight-progress';

/** A new sentence every 5 s for as long as it is shown, from the first each time it appears. */
function RotatingPhrase() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % STATUS_PHRASES.length), PHRASE_MS);
    return () => clearInterval(timer);
  }, []);
  return <p className="mt-2 text-sm text-teal-800 italic">{STATUS_PHRASES[index]}</p>;
}

/** accounts-plans-ai 2.9: the generation's percent and message, and the waiting sentences while the AI works. */
export function InsightProgressBar({ progress }: { progress: InsightProgress }) {
  return (
    <div className="rounded-2xl bg-teal-50/60 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p role="status" className="font-medium text-teal-900">
          {progress.message}
        </p>
        <span aria-hidden className="text-teal-800">
          {progress.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Insight analysis"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}%: ${progress.message}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-teal-100"
      >
        <div
          className="h-full rounded-full bg-teal-600 transition-[width] duration-500"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      {showsStatusPhrases(progress) && <RotatingPhrase />}
    </div>
  );
}
