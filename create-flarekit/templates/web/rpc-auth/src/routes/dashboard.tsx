import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { api } from '../lib/api';
import { ApiError } from '../lib/api-error';
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

  const todos = useQuery({
    queryKey: ['todos'],
    queryFn: async () => {
      const res = await api.api.todos.$get({ query: {} });
      if (!res.ok) throw new ApiError(res.status, 'Failed to fetch todos');
      return (await res.json()).data;
    },
  });

  const toggle = useMutation({
    mutationFn: async ({ id, completed }: { id: string; completed: boolean }) => {
      const res = await api.api.todos[':id'].$put({ param: { id }, json: { completed } });
      if (!res.ok) throw new ApiError(res.status, 'Failed to update todo');
      return (await res.json()).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['todos'] }),
  });

  if (todos.isPending) return <p>Loading...</p>;
  if (todos.isError) return <p>Could not load todos</p>;

  return (
    <section>
      <h1>Welcome, {user.name}</h1>
      <ul>
        {todos.data.map((todo) => (
          <li key={todo.id}>
            <label>
              <input
                type="checkbox"
                checked={todo.completed}
                onChange={() => toggle.mutate({ id: todo.id, completed: !todo.completed })}
              />
              {todo.title}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
