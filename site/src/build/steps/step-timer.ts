export interface StepTiming {
  name: string;
  seconds: number;
}

/**
 * Times the build's named steps, each once: the build prints the seconds each took, which shows where a large site's
 * time goes. A name used twice is a mistake (its time would be counted twice), so it is refused.
 */
export function createStepTimer(now: () => number = () => performance.now()) {
  const timings: StepTiming[] = [];
  return {
    timings: timings as readonly StepTiming[],
    async step<T>(name: string, run: () => Promise<T>): Promise<T> {
      if (timings.some((timing) => timing.name === name)) throw new Error(`The build step "${name}" is timed twice`);
      const started = now();
      const result = await run();
      timings.push({ name, seconds: (now() - started) / 1000 });
      return result;
    },
  };
}
