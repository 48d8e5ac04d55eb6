/** accounts-plans-ai 3 and 4.7: the progress of one insight generation, as a state machine. */

export type ProgressStatus = 'idle' | 'loading' | 'complete' | 'error';
export type ProgressStage = 'preparing' | 'analysis' | 'context' | 'request' | 'response' | 'finalizing' | 'formatting' | 'done';

export interface InsightProgress {
  status: ProgressStatus;
  /** Where a loading generation is; null when idle, complete or failed. */
  stage: ProgressStage | null;
  message: string;
  percent: number;
  /** First-time analysis (no insights, or never analysed) or incremental; set when a generation starts. */
  firstAnalysis: boolean;
  /** The failure's text, when status is 'error'. */
  error: string | null;
  /** What 'complete' will say, known from the response. */
  doneMessage: string;
}

export type ProgressEvent =
  | { type: 'start'; firstAnalysis: boolean }
  /** A staged step's time is up (the timers of `nextTimer`). */
  | { type: 'advance' }
  /** The AI request's tick: one percent more, up to 65. */
  | { type: 'tick' }
  | { type: 'response'; firstAnalysis: boolean; doneMessage: string }
  | { type: 'fail'; error: string }
  | { type: 'reset' };

export const IDLE_PROGRESS: InsightProgress = { status: 'idle', stage: null, message: '', percent: 0, firstAnalysis: true, error: null, doneMessage: '' };

export const REQUEST_PERCENT = 40;
export const REQUEST_CEILING = 65;
export const TICK_MS = 800;
export const STEP_MS = 300;
export const COMPLETE_RESET_MS = 3000;
export const ANALYSIS_FAILED = 'Analysis failed';

const STAGES: Record<Exclude<ProgressStage, 'done'>, { percent: (first: boolean) => number; message: string }> = {
  preparing: { percent: () => 5, message: 'Preparing your entries...' },
  analysis: { percent: (first) => (first ? 20 : 30), message: 'Reading your journal...' },
  context: { percent: () => 35, message: 'Adding your recent insights as context...' },
  request: { percent: () => REQUEST_PERCENT, message: 'Looking for patterns...' },
  response: { percent: () => 70, message: 'Reading the results...' },
  finalizing: { percent: () => 75, message: 'Saving your insights...' },
  formatting: { percent: (first) => (first ? 85 : 90), message: 'Formatting your insights...' },
};

const enter = (state: InsightProgress, stage: Exclude<ProgressStage, 'done'>): InsightProgress => ({
  ...state,
  status: 'loading',
  stage,
  percent: STAGES[stage].percent(state.firstAnalysis),
  message: STAGES[stage].message,
});

/** The stage after a staged step: incremental analysis adds its context step; the request waits for the answer. */
function following(state: InsightProgress): Exclude<ProgressStage, 'done'> | 'done' | null {
  switch (state.stage) {
    case 'preparing':
      return 'analysis';
    case 'analysis':
      return state.firstAnalysis ? 'request' : 'context';
    case 'context':
      return 'request';
    case 'response':
      return 'finalizing';
    case 'finalizing':
      return 'formatting';
    case 'formatting':
      return 'done';
    default:
      return null;
  }
}

export function progressReducer(state: InsightProgress, event: ProgressEvent): InsightProgress {
  switch (event.type) {
    case 'start':
      return enter({ ...IDLE_PROGRESS, firstAnalysis: event.firstAnalysis }, 'preparing');
    case 'tick':
      if (state.stage !== 'request' || state.percent >= REQUEST_CEILING) return state;
      return { ...state, percent: state.percent + 1 };
    case 'response': {
      if (state.status !== 'loading') return state;
      return enter({ ...state, firstAnalysis: event.firstAnalysis, doneMessage: event.doneMessage }, 'response');
    }
    case 'advance': {
      if (state.status === 'complete') return IDLE_PROGRESS;
      const stage = following(state);
      if (stage === null) return state;
      if (stage === 'done') return { ...state, status: 'complete', stage: null, percent: 100, message: state.doneMessage };
      return enter(state, stage);
    }
    case 'fail':
      return { ...state, status: 'error', stage: null, message: ANALYSIS_FAILED, error: event.error };
    case 'reset':
      return IDLE_PROGRESS;
  }
}

/** What the clock does next in `state`: a step's pause, the request's tick, or the reset 3 s after completion. */
export function nextTimer(state: InsightProgress): { delay: number; event: ProgressEvent } | null {
  if (state.status === 'complete') return { delay: COMPLETE_RESET_MS, event: { type: 'reset' } };
  if (state.status !== 'loading') return null;
  if (state.stage === 'request') return state.percent < REQUEST_CEILING ? { delay: TICK_MS, event: { type: 'tick' } } : null;
  return { delay: STEP_MS, event: { type: 'advance' } };
}

/** Whether the rotating status sentences show (between 40 and 70 percent, while loading). */
export const showsStatusPhrases = (state: InsightProgress) => state.status === 'loading' && state.percent >= REQUEST_PERCENT && state.percent < 70;

export const PHRASE_MS = 5000;
export const STATUS_PHRASES = [
  'Reading between the lines of your notes...',
  'Looking at how your moods change through the day...',
  'Noticing what tends to come before hard moments...',
  'Comparing the days that felt lighter...',
  'Connecting triggers with the feelings that followed...',
  'Weighing how intense each feeling was...',
  'Spotting the places and people that lift you up...',
  'Finding the habits that seem to help...',
  'Checking which patterns repeat...',
  'Putting gentle suggestions together...',
] as const;

export interface ProgressDriver {
  send(event: ProgressEvent): void;
  current(): InsightProgress;
  subscribe(listener: () => void): () => void;
  /** Stops the clock (the section left the page). */
  dispose(): void;
}

/** Runs the machine on the clock: entering a state sets its timer (`nextTimer`), leaving it clears it. */
export function createProgressDriver(): ProgressDriver {
  let state = IDLE_PROGRESS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const send = (event: ProgressEvent) => {
    const next = progressReducer(state, event);
    if (next === state) return;
    clearTimeout(timer);
    state = next;
    const upcoming = nextTimer(state);
    timer = upcoming ? setTimeout(() => send(upcoming.event), upcoming.delay) : undefined;
    listeners.forEach((listener) => listener());
  };
  return {
    send,
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: () => clearTimeout(timer),
  };
}
