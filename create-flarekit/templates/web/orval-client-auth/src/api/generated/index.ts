export * from './health/health';
export * from './posts/posts';
export * from './profile/profile';
export * from './todos/todos';
export * from './users/users';
