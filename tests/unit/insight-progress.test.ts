import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createProgressDriver,
  IDLE_PROGRESS,
  type InsightProgress,
  progressReducer,
  showsStatusPhrases,
  STATUS_PHRASES,
} from '../../src/shared/domain/insight-progress';

const percents: number[] = [];
let driver: ReturnType<typeof createProgressDriver>;

beforeEach(() => {
  vi.useFakeTimers();
  driver = createProgressDriver();
  percents.length = 0;
  driver.subscribe(() => {
    if (percents.at(-1) !== driver.current().percent) percents.push(driver.current().percent);
  });
});
afterEach(() => {
  driver.dispose();
  vi.useRealTimers();
});

const respond = (firstAnalysis: boolean, doneMessage = 'Found 2 new insights.') => driver.send({ type: 'response', firstAnalysis, doneMessage });

describe('a first-time analysis (no insights, or never analysed)', () => {
  it('prepares at 5, analyses at 20, asks the AI at 40 and rises by 1 every 0.8 s up to 65 while waiting', () => {
    driver.send({ type: 'start', firstAnalysis: true });
    expect(driver.current()).toMatchObject({ status: 'loading', stage: 'preparing', percent: 5 });
    vi.advanceTimersByTime(300);
    expect(driver.current()).toMatchObject({ stage: 'analysis', percent: 20 });
    vi.advanceTimersByTime(300);
    expect(driver.current()).toMatchObject({ stage: 'request', percent: 40 });
    vi.advanceTimersByTime(800);
    expect(driver.current().percent).toBe(41);
    vi.advanceTimersByTime(800 * 100);
    expect(driver.current().percent).toBe(65);
    expect(percents).toEqual([5, 20, ...Array.from({ length: 26 }, (_, i) => 40 + i)]);
  });

  it('after the response reads at 70, saves at 75, formats at 85, completes at 100 and is idle 3 s later', () => {
    driver.send({ type: 'start', firstAnalysis: true });
    vi.advanceTimersByTime(600 + 800 * 3);
    respond(true);
    expect(driver.current()).toMatchObject({ stage: 'response', percent: 70 });
    vi.advanceTimersByTime(300);
    expect(driver.current().percent).toBe(75);
    vi.advanceTimersByTime(300);
    expect(driver.current()).toMatchObject({ stage: 'formatting', percent: 85 });
    vi.advanceTimersByTime(300);
    expect(driver.current()).toMatchObject({ status: 'complete', percent: 100, message: 'Found 2 new insights.' });
    vi.advanceTimersByTime(2999);
    expect(driver.current().status).toBe('complete');
    vi.advanceTimersByTime(1);
    expect(driver.current()).toEqual(IDLE_PROGRESS);
    expect(percents).toEqual([5, 20, 40, 41, 42, 43, 70, 75, 85, 100, 0]);
  });

  it('jumps to the response when it comes back before the request stage (a fast local engine)', () => {
    driver.send({ type: 'start', firstAnalysis: true });
    vi.advanceTimersByTime(100);
    respond(true);
    vi.advanceTimersByTime(900);
    expect(percents).toEqual([5, 70, 75, 85, 100]);
  });
});

describe('an incremental analysis', () => {
  it('analyses at 30, adds context at 35, and formats at 90', () => {
    driver.send({ type: 'start', firstAnalysis: false });
    vi.advanceTimersByTime(900);
    respond(false, 'Insights are up to date!');
    vi.advanceTimersByTime(900);
    expect(percents).toEqual([5, 30, 35, 40, 70, 75, 90, 100]);
    expect(driver.current().message).toBe('Insights are up to date!');
  });

  it('formats at 90 when the server analysed incrementally though the page expected a first analysis', () => {
    driver.send({ type: 'start', firstAnalysis: true });
    respond(false);
    vi.advanceTimersByTime(600);
    expect(driver.current().percent).toBe(90);
  });
});

describe('a failure', () => {
  it("says 'Analysis failed' with the error text, keeps its percent and stops the clock", () => {
    driver.send({ type: 'start', firstAnalysis: true });
    vi.advanceTimersByTime(600 + 800 * 2);
    driver.send({ type: 'fail', error: 'OpenAI API error: Bad gateway' });
    expect(driver.current()).toMatchObject({ status: 'error', message: 'Analysis failed', error: 'OpenAI API error: Bad gateway', percent: 42 });
    vi.advanceTimersByTime(60_000);
    expect(driver.current().status).toBe('error');
  });

  it('is left by a new generation', () => {
    driver.send({ type: 'fail', error: 'x' });
    driver.send({ type: 'start', firstAnalysis: false });
    expect(driver.current()).toMatchObject({ status: 'loading', percent: 5, error: null });
  });
});

describe('the reducer alone', () => {
  const loadingAt = (percent: number): InsightProgress => ({ ...IDLE_PROGRESS, status: 'loading', stage: 'request', percent });

  it('ignores a response or tick when nothing is loading', () => {
    expect(progressReducer(IDLE_PROGRESS, { type: 'response', firstAnalysis: true, doneMessage: '' })).toBe(IDLE_PROGRESS);
    expect(progressReducer(IDLE_PROGRESS, { type: 'tick' })).toBe(IDLE_PROGRESS);
  });

  it('shows the rotating phrases from 40 up to 70 percent, of 10 phrases', () => {
    expect(showsStatusPhrases(loadingAt(39))).toBe(false);
    expect(showsStatusPhrases(loadingAt(40))).toBe(true);
    expect(showsStatusPhrases(loadingAt(65))).toBe(true);
    expect(showsStatusPhrases({ ...loadingAt(70), stage: 'response' })).toBe(false);
    expect(new Set(STATUS_PHRASES).size).toBe(10);
  });

  it('resets to idle', () => {
    expect(progressReducer(loadingAt(50), { type: 'reset' })).toEqual(IDLE_PROGRESS);
  });
});
