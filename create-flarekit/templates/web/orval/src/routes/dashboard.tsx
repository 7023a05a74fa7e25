import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { getListTodosQueryKey, useListTodos, useUpdateTodo } from '../api/generated/todos/todos';

export const Route = createFileRoute('/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const queryClient = useQueryClient();
  const todos = useListTodos();
  const toggle = useUpdateTodo({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListTodosQueryKey() }) },
  });

  if (todos.isPending) return <p>Loading...</p>;
  if (todos.isError) return <p>Could not load todos</p>;

  return (
    <section>
      <h1>Todos</h1>
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
