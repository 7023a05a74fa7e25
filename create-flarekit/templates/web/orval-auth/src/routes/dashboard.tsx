import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { getListTodosQueryKey, useListTodos, useUpdateTodo } from '../api/generated/todos/todos';
import { getSession } from '../lib/auth-client';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async () => {
    const { data } = await getSession();
    if (!data) throw redirect({ to: '/login' });
    return { user: data.user };
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { user } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const todos = useListTodos();
  const toggle = useUpdateTodo({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListTodosQueryKey() }) },
  });

  if (todos.isPending) return <p>Loading...</p>;
  if (todos.isError) return <p>Could not load todos</p>;

  return (
    <section>
      <h1>Welcome, {user.name}</h1>
      <ul>
        {todos.data.data.map((todo) => (
          <li key={todo.id}>
            <label>
              <input
                type="checkbox"
                checked={todo.completed}
                onChange={() => toggle.mutate({ id: todo.id, data: { completed: !todo.completed } })}
              />
              {todo.title}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
