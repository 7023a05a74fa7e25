import { type FormEvent, useState } from 'react';

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
    <div className="stack">
      <form className="form-row" onSubmit={submit}>
        <label htmlFor="new-todo" className="visually-hidden">
          New todo
        </label>
        <input
          id="new-todo"
          type="text"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="What needs doing?"
          maxLength={100}
          required
        />
        <button type="submit" className="button" disabled={adding}>
          Add
        </button>
      </form>
      <TodoList todos={todos} status={status} onRetry={onRetry} onToggle={onToggle} onDelete={onDelete} />
    </div>
  );
}

function TodoList({ todos, status, onRetry, onToggle, onDelete }: Omit<TodoBoardProps, 'adding' | 'onAdd'>) {
  if (status === 'pending') return <p className="muted">Loading...</p>;
  if (status === 'error' || !todos) {
    return (
      <div className="empty">
        <p>Could not load todos.</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (todos.length === 0) {
    return (
      <div className="empty">
        <p>No todos yet: add the first one above.</p>
      </div>
    );
  }
  const left = todos.filter((todo) => !todo.completed).length;
  return (
    <>
      <ul className="item-list" aria-label="Todos">
        {todos.map((todo) => (
          <li key={todo.id}>
            <label>
              <input type="checkbox" checked={todo.completed} onChange={() => onToggle(todo)} />
              <span className={todo.completed ? 'done' : undefined}>{todo.title}</span>
            </label>
            <button
              type="button"
              className="button button-quiet"
              aria-label={`Delete "${todo.title}"`}
              onClick={() => onDelete(todo)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <p className="muted">
        {left} of {todos.length} left
      </p>
    </>
  );
}
