import { describe, expect, it } from 'vitest';
import { createStepTimer } from '../../../../src/build/steps/step-timer.ts';

describe('createStepTimer', () => {
  it('times each step once, in order, and passes its result through', async () => {
    let clock = 0;
    const timer = createStepTimer(() => clock);
    const site = await timer.step('content', async () => {
      clock += 1500;
      return 'site';
    });
    await timer.step('pages', async () => {
      clock += 250;
    });
    expect(site).toBe('site');
    expect(timer.timings).toEqual([
      { name: 'content', seconds: 1.5 },
      { name: 'pages', seconds: 0.25 },
    ]);
  });

  it('refuses a step name used twice (its time would be counted twice)', async () => {
    const timer = createStepTimer();
    await timer.step('pages', async () => {});
    await expect(timer.step('pages', async () => {})).rejects.toThrow('The build step "pages" is timed twice');
  });
});
