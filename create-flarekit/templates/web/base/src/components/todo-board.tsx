import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';

export interface TodoItem {
  id: string;
  title: string;
  completed: boolean;
}

/** What the board needs from an API client: `src/lib/use-todo-board.ts` provides it. */
export interface TodoBoardProps {
  todos: TodoItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  adding: boolean;
  /** Creates a todo; `done` runs once it is saved, to clear the field. */
  onAdd: (title: string, done: () => void) => void;
  onToggle: (todo: TodoItem) => void;
  onDelete: (todo: TodoItem) => void;
}

/** The dashboard's todos: add, complete and delete, with loading, error and empty states. */
export function TodoBoard({ todos, status, onRetry, adding, onAdd, onToggle, onDelete }: TodoBoardProps) {
  const [title, setTitle] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed) onAdd(trimmed, () => setTitle(''));
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4 sm:px-6">
        <form className="flex gap-2" onSubmit={submit}>
          <label htmlFor="new-todo" className="sr-only">
            New todo
          </label>
          <Input
            id="new-todo"
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="What needs doing?"
            maxLength={100}
            required
          />
          <Button type="submit" disabled={adding}>
            Add
          </Button>
        </form>
        <TodoList todos={todos} status={status} onRetry={onRetry} onToggle={onToggle} onDelete={onDelete} />
      </CardContent>
    </Card>
  );
}

function TodoList({ todos, status, onRetry, onToggle, onDelete }: Omit<TodoBoardProps, 'adding' | 'onAdd'>) {
  if (status === 'pending') return <p className="py-6 text-center text-sm text-muted-foreground">Loading...</p>;
  if (status === 'error' || !todos) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed py-8 text-sm">
        <p>Could not load todos.</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (todos.length === 0) {
    return (
      <p className="rounded-lg border border-dashed py-8 text-center text-sm text-muted-foreground">
        No todos yet: add the first one above.
      </p>
    );
  }
  const left = todos.filter((todo) => !todo.completed).length;
  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Todos">
        {todos.map((todo) => (
          <li key={todo.id} className="flex items-center gap-3 py-1 pr-1 pl-3">
            <label className="flex min-w-0 flex-1 items-center gap-3 py-1.5 text-sm">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={todo.completed}
                onChange={() => onToggle(todo)}
              />
              <span className={todo.completed ? 'text-muted-foreground line-through wrap-anywhere' : 'wrap-anywhere'}>
                {todo.title}
              </span>
            </label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              aria-label={`Delete "${todo.title}"`}
              onClick={() => onDelete(todo)}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">Delete</span>
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {left} of {todos.length} left
      </p>
    </>
  );
}
