export * from './health/health';
export * from './todos/todos';
