import { createElement as h, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CreateData } from '../../shared/agents/mcp-data.ts';
import {
  BUILDER_DATA_ID,
  builderQuery,
  DEFAULT_ANSWERS,
  parseBuilderQuery,
  projectChoiceOf,
  type BuilderAnswers,
} from '../../shared/builder/answers.ts';
import { BUILDER_ISLAND_ID } from '../../shared/builder/markers.ts';
import { CommandBuilder } from '../components/CommandBuilder.ts';
import { rememberProjectChoice } from '../lib/project-variants.ts';

/**
 * The command builder's island, loaded only on its page: it starts from the answers in the address (what the server
 * rendered), then each choice and each change of the project name updates the command and the files, the address (so it can be shared or reloaded), and
 * the reader's "your project" choice on every page.
 */
function BuilderIsland({ data, initial, error }: { data: CreateData; initial: BuilderAnswers; error?: string }) {
  const [answers, setAnswers] = useState(initial);
  const [shownError, setShownError] = useState(error);
  const change = (key: keyof BuilderAnswers, value: string) => {
    const next = { ...answers, [key]: value } as BuilderAnswers;
    setAnswers(next);
    setShownError(undefined);
    history.replaceState(history.state, '', `?${builderQuery(next)}${location.hash}`);
    rememberProjectChoice(document, projectChoiceOf(next));
  };
  return h(CommandBuilder, { data, answers, error: shownError, onChange: change });
}

function hydrateBuilder(): void {
  const island = document.getElementById(BUILDER_ISLAND_ID);
  const dataElement = document.getElementById(BUILDER_DATA_ID);
  if (!island || !dataElement?.textContent) return;
  const data = JSON.parse(dataElement.textContent) as CreateData;
  const params = new URLSearchParams(location.search);
  const parsed = parseBuilderQuery(params);
  hydrateRoot(
    island,
    h(BuilderIsland, {
      data,
      initial: parsed.ok ? parsed.answers : DEFAULT_ANSWERS,
      ...(parsed.ok ? {} : { error: parsed.error }),
    }),
  );
}

// Imported by the client entry only when the page has the builder.
hydrateBuilder();
