import { defineConfig } from 'orval';

// `npm run generate:client` (with the API running on port 8787) regenerates src/api/generated.
export default defineConfig({
  api: {
    input: {
      target: 'http://localhost:8787/api/openapi.json',
    },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: {
          path: 'src/lib/fetcher.ts',
          name: 'customFetch',
        },
        fetch: {
          includeHttpResponseReturnType: false,
        },
      },
    },
  },
});
