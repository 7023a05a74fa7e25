import { useEffect, useState } from 'react';
import { NONE, nextHighlight } from '../lib/result-navigation.ts';
import type { SearchResult } from '../../shared/types.ts';

/**
 * The highlighted result of the search dialog's listbox (spec: ArrowDown stops at the last result, ArrowUp from the
 * first goes back to none, Enter opens the highlighted one and nothing else, Escape closes): new results start with
 * none highlighted, and the highlighted option is scrolled into view.
 */
export function useResultHighlight(
  results: SearchResult[],
  optionId: (index: number) => string,
  close: () => void,
): {
  highlighted: number;
  setHighlighted: (index: number) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
} {
  const [highlighted, setHighlighted] = useState(NONE);
  // New results start with no option highlighted (state adjusted while rendering, not in an effect).
  const [resultsShown, setResultsShown] = useState(results);
  if (resultsShown !== results) {
    setResultsShown(results);
    setHighlighted(NONE);
  }

  useEffect(() => {
    if (highlighted !== NONE) document.getElementById(optionId(highlighted))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((current) => nextHighlight(current, event.key, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[highlighted];
      if (chosen) {
        close();
        window.location.assign(chosen.metadata.path);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return { highlighted, setHighlighted, onKeyDown };
}
