import { createFileRoute, redirect } from '@tanstack/react-router';
import { TodoBoard } from '../components/todo-board';
import { getSession } from '../lib/auth-client';
import { useTodoBoard } from '../lib/use-todo-board';

export const Route = createFileRoute('/dashboard')({
  // Checked on every visit: without a session the page never renders and the visitor goes to /login.
  beforeLoad: async () => {
    const { data } = await getSession();
    if (!data) throw redirect({ to: '/login' });
    return { user: data.user };
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { user } = Route.useRouteContext();
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">Welcome, {user.name}</h1>
      <TodoBoard {...useTodoBoard()} />
    </section>
  );
}
