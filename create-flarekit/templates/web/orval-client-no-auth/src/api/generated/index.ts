export * from './health/health';
export * from './posts/posts';
export * from './todos/todos';
