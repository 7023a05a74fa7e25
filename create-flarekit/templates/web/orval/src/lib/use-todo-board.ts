import { useQueryClient } from '@tanstack/react-query';
import type { ListTodos200, Todo } from '../api/generated/model';
import {
  getListTodosQueryKey,
  useCreateTodo,
  useDeleteTodo,
  useListTodos,
  useUpdateTodo,
} from '../api/generated/todos/todos';
import type { TodoBoardProps } from '../components/todo-board';
import { refetchAfterChange } from './refetch-after-change';

/**
 * The dashboard's todos through the generated Orval hooks (GET, POST, PUT and DELETE /api/todos): the first 100, newest
 * first. Each change refetches the list; a failure shows its `meta.errorMessage` in a toast.
 */
export function useTodoBoard(): TodoBoardProps {
  const queryClient = useQueryClient();
  const params = { limit: 100 };
  const listKey = getListTodosQueryKey(params);
  const onSuccess = () => refetchAfterChange(queryClient, getListTodosQueryKey());

  const todos = useListTodos(params, { query: { meta: { errorMessage: 'Could not load todos' } } });
  const create = useCreateTodo({ mutation: { meta: { errorMessage: 'Failed to create todo' }, onSuccess } });
  const remove = useDeleteTodo({ mutation: { meta: { errorMessage: 'Failed to delete todo' }, onSuccess } });
  // The checkbox changes at once: the list in the cache is updated before the API answers, and put back if it fails.
  const update = useUpdateTodo({
    mutation: {
      meta: { errorMessage: 'Failed to update todo' },
      onMutate: async ({ id, data }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueryData<ListTodos200>(listKey);
        if (previous) {
          const completed = (todo: Todo) => (todo.id === id ? (data.completed ?? todo.completed) : todo.completed);
          const changed = previous.data.map((todo) => ({ ...todo, completed: completed(todo) }));
          queryClient.setQueryData<ListTodos200>(listKey, { ...previous, data: changed });
        }
        return { previous };
      },
      onError: (_error, _variables, context) => queryClient.setQueryData(listKey, context?.previous),
      onSettled: onSuccess,
    },
  });

  return {
    todos: todos.data?.data,
    status: todos.status,
    onRetry: () => todos.refetch(),
    adding: create.isPending,
    onAdd: (title, done) => create.mutate({ data: { title } }, { onSuccess: done }),
    onToggle: (todo) => update.mutate({ id: todo.id, data: { completed: !todo.completed } }),
    onDelete: (todo) => remove.mutate({ id: todo.id }),
  };
}
