import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { TodoBoardProps } from '../components/todo-board';
import { api } from './api';
import { ApiError } from './api-error';
import { refetchAfterChange } from './refetch-after-change';

const todosKey = ['todos'] as const;

type Todo = InferResponseType<(typeof api.api.todos)['$get'], 200>['data'][number];

/**
 * The dashboard's todos through the RPC client (GET, POST, PUT and DELETE /api/todos): the first 100, newest first.
 * Each change refetches the list; a failure shows its `meta.errorMessage` in a toast.
 */
export function useTodoBoard(): TodoBoardProps {
  const queryClient = useQueryClient();
  const onSuccess = () => refetchAfterChange(queryClient, todosKey);

  const todos = useQuery({
    queryKey: todosKey,
    meta: { errorMessage: 'Could not load todos' },
    queryFn: async () => {
      const res = await api.api.todos.$get({ query: { limit: '100' } });
      if (!res.ok) throw new ApiError(res.status, 'Failed to fetch todos');
      return (await res.json()).data;
    },
  });

  const create = useMutation({
    meta: { errorMessage: 'Failed to create todo' },
    mutationFn: async (title: string) => {
      const res = await api.api.todos.$post({ json: { title } });
      if (!res.ok) throw new ApiError(res.status, 'Failed to create todo');
      return (await res.json()).data;
    },
    onSuccess,
  });

  // The checkbox changes at once: the list in the cache is updated before the API answers, and put back if it fails.
  const update = useMutation({
    meta: { errorMessage: 'Failed to update todo' },
    mutationFn: async ({ id, completed }: { id: string; completed: boolean }) => {
      const res = await api.api.todos[':id'].$put({ param: { id }, json: { completed } });
      if (!res.ok) throw new ApiError(res.status, 'Failed to update todo');
      return (await res.json()).data;
    },
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: todosKey });
      const previous = queryClient.getQueryData<Todo[]>(todosKey);
      queryClient.setQueryData<Todo[]>(
        todosKey,
        previous?.map((t) => (t.id === id ? { ...t, completed } : t)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(todosKey, context?.previous),
    onSettled: onSuccess,
  });

  const remove = useMutation({
    meta: { errorMessage: 'Failed to delete todo' },
    mutationFn: async (id: string) => {
      const res = await api.api.todos[':id'].$delete({ param: { id } });
      if (!res.ok) throw new ApiError(res.status, 'Failed to delete todo');
    },
    onSuccess,
  });

  return {
    todos: todos.data,
    status: todos.status,
    onRetry: () => todos.refetch(),
    adding: create.isPending,
    onAdd: (title, done) => create.mutate(title, { onSuccess: done }),
    onToggle: (todo) => update.mutate({ id: todo.id, completed: !todo.completed }),
    onDelete: (todo) => remove.mutate(todo.id),
  };
}
