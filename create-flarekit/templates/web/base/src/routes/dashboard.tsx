import { createFileRoute } from '@tanstack/react-router';
import { TodoBoard } from '../components/todo-board';
import { useTodoBoard } from '../lib/use-todo-board';

export const Route = createFileRoute('/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Todos</h1>
      <TodoBoard {...useTodoBoard()} />
    </section>
  );
}
