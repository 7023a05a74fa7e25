import { describe, expect, it } from 'vitest';
import { type Lane, selectLanes } from './lanes.ts';

describe('selectLanes', () => {
  const lane = (name: string): Lane => ({ name, commands: [{ label: name, command: 'true', args: [] }] });
  const planned = [lane('open'), lane('private')];

  it.each([
    [undefined, ['open', 'private']],
    ['open', ['open']],
    ['private', ['private']],
  ])('FLAREKIT_LANE=%s runs %j', (only, names) => {
    expect(selectLanes(planned, only).map((selected) => selected.name)).toEqual(names);
  });

  it('refuses a lane it does not have, naming those it has', () => {
    expect(() => selectLanes(planned, 'closed')).toThrow('FLAREKIT_LANE=closed: no such lane (open, private)');
  });
});
