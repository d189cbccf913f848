import { Component, useEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadable } from './loadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('loadable', () => {
  it('shows the fallback until the chunk arrives, then the component with its props', async () => {
    let arrive!: (m: { default: typeof Hello }) => void;
    const Loaded = loadable(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    render(<Loaded name="Asha" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Hello }));
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('renders at once, with no fallback, once preloaded, and loads once', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Loaded = loadable(load);
    await Loaded.preload();
    render(<Loaded name="Ravi" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    render(<Loaded name="Meera" />);
    expect(screen.getByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and asks again at the next mount', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Hello });
    const Loaded = loadable<typeof Hello>(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(<Boundary><Loaded name="Asha" /></Boundary>);
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    first.unmount();
    render(<Loaded name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws the component, its effects run, in the turn its chunk arrives in: not in a later task of React\'s scheduler', async () => {
    // As in a browser: outside act(), React would draw a plain state update in a task of its own scheduler.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const effects: string[] = [];
      function Arrived() {
        useEffect(() => { effects.push('mounted'); }, []);
        return <p>Arrived</p>;
      }
      let arrive!: (m: { default: typeof Arrived }) => void;
      const Loaded = loadable(() => new Promise<{ default: typeof Arrived }>((resolve) => (arrive = resolve)));
      render(<Loaded fallback={<p>Loading</p>} />);
      arrive({ default: Arrived });
      // Microtasks only (the loader's promise chain); no task for a scheduler to run in.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(screen.getByText('Arrived')).toBeInTheDocument();
      expect(effects).toEqual(['mounted']);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
