import { createFileRoute } from '@tanstack/react-router';
import { TodoBoard } from '../components/todo-board';
import { useTodoBoard } from '../lib/use-todo-board';

export const Route = createFileRoute('/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <section className="stack">
      <h1>Todos</h1>
      <TodoBoard {...useTodoBoard()} />
    </section>
  );
}
