import { Component, type ReactNode } from 'react';
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
});
